import { z } from 'zod';

/** GET /v1/dev/mailbox: what the demo's local mail capture received (AUTH_DEV_LOGIN only). */
export const capturedMailSchema = z
  .object({
    id: z.string(),
    from: z.string(),
    to: z.array(z.string()),
    subject: z.string(),
    text: z.string(),
    receivedAt: z.string(),
  })
  .meta({ id: 'CapturedMail' });
export type CapturedMail = z.infer<typeof capturedMailSchema>;
