import { z } from 'zod';
import { ALERT_OFFSETS_MINUTES } from '@/lib/constants';

const offsetSchema = z.union(
  ALERT_OFFSETS_MINUTES.map((m) => z.literal(m)) as unknown as [z.ZodLiteral<1440>, z.ZodLiteral<60>, z.ZodLiteral<10>],
);

/** POST (register) and PUT (change) /v1/users/spots/{spotId}/reservation-notifications */
export const reservationNotificationBodySchema = z
  .object({
    remindOffsetMinutes: z
      .array(offsetSchema)
      .min(1, 'choose at least one alert time')
      .max(ALERT_OFFSETS_MINUTES.length)
      .refine((list) => new Set(list).size === list.length, 'alert times must not repeat'),
  })
  .meta({ id: 'ReservationNotificationBody' });
export type ReservationNotificationBody = z.infer<typeof reservationNotificationBodySchema>;

export const reservationNotificationSchema = z
  .object({ spotId: z.number().int(), remindOffsetMinutes: z.array(z.number().int()) })
  .meta({ id: 'ReservationNotification' });
export type ReservationNotification = z.infer<typeof reservationNotificationSchema>;
