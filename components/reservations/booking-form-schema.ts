import { z } from 'zod';
import { bookReservationBodySchema } from '@/api/contracts/reservations';

/**
 * The API's booking body (the same schema checks both), with the pop-up's largest party, a
 * slot that must be chosen, and the consent as the checkbox holds it (false until ticked).
 */
export function bookingFormSchema(maxPartySize: number) {
  return bookReservationBodySchema.extend({
    partySize: bookReservationBodySchema.shape.partySize.max(maxPartySize),
    agreedToPrivacy: z.boolean().pipe(bookReservationBodySchema.shape.agreedToPrivacy),
  });
}

export type BookingFormInput = z.input<ReturnType<typeof bookingFormSchema>>;
export type BookingFormOutput = z.output<ReturnType<typeof bookingFormSchema>>;
