import { z } from 'zod';

const userRoles = ['USER', 'ENTERPRISE', 'ADMIN'] as const;

/** GET /v1/users/me: the signed-in caller's own profile (never someone else's). */
export const meSchema = z
  .object({
    id: z.number().int(),
    nickname: z.string(),
    /** An absolute URL from Kakao, or null: the UI then shows the default avatar. */
    profileImageUrl: z.string().nullable(),
    role: z.enum(userRoles),
    /** Present only when the person agreed to share it with us on Kakao's consent screen. */
    email: z.string().nullable(),
  })
  .meta({ id: 'Me' });

export type Me = z.infer<typeof meSchema>;
