import { z } from 'zod';
import { SPOT_STATES_MAX_IDS } from '@/lib/constants';
import { isValidNickname } from '@/lib/nickname';

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
    /** Kakao's phone number in international form when shared; shown by the spec's display rule. */
    phone: z.string().nullable(),
    /** False until the sign-up step (terms and nickname, /signup) is done: other user routes answer 403 then. */
    signedUp: z.boolean(),
  })
  .meta({ id: 'Me' });

export type Me = z.infer<typeof meSchema>;

/**
 * GET /v1/users/me/spot-states?spotIds=12,13: the caller's own state on pop-ups that a cached
 * public page shows without it (the page is the same for everyone). One small call per page.
 */
export const spotStatesQuerySchema = z.object({
  spotIds: z
    .string()
    .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/, `up to ${SPOT_STATES_MAX_IDS} comma-separated pop-up ids`)
    .refine((raw) => raw.split(',').every((id) => Number(id) <= 2_147_483_647), 'ids are at most 2147483647')
    .meta({ example: '12,13', description: `Up to ${SPOT_STATES_MAX_IDS} comma-separated pop-up ids.` }),
});

/** The ids of a valid `spotIds` parameter, each once. */
export function parseSpotIds(raw: string): number[] {
  return [...new Set(raw.split(',').map(Number))];
}

export const spotStateSchema = z
  .object({
    spotId: z.number().int(),
    /** My pick of this pop-up, or null. */
    pickId: z.number().int().nullable(),
    /** A pre-reservation alert of mine is registered for it. */
    isReservationNotificationRegistered: z.boolean(),
  })
  .meta({ id: 'SpotState' });

export type SpotState = z.infer<typeof spotStateSchema>;

/**
 * GET /v1/users/nickname?nickname=…: whether the caller may take a nickname, asked while they
 * type (sign-up, profile). Always 200 with the verdict, so a half-typed name is no error.
 */
export const nicknameQuerySchema = z.object({
  nickname: z.string().max(200).meta({ example: '팝업러버', description: 'The nickname to check, as typed.' }),
});

export const nicknameAvailabilitySchema = z
  .object({
    nickname: z.string(),
    available: z.boolean(),
    /**
     * Why not: INVALID breaks the spec's rule (2 to 32 of digits, letters, Hangul, space,
     * hyphen, underscore), TAKEN is another live account's (regardless of letter case).
     * null when available (the caller's own current nickname is available to them).
     */
    reason: z.enum(['INVALID', 'TAKEN']).nullable(),
  })
  .meta({ id: 'NicknameAvailability' });

export type NicknameAvailability = z.infer<typeof nicknameAvailabilitySchema>;

/** PUT /v1/users/me: the profile fields the caller may change. */
export const updateMeBodySchema = z
  .object({
    // Surrounding spaces are dropped before the rule applies (and are never stored).
    nickname: z
      .string()
      .trim()
      .refine(isValidNickname, 'nickname: 2 to 32 of digits, letters, Hangul, space, hyphen or underscore')
      .meta({ example: '팝업러버' }),
  })
  .meta({ id: 'UpdateMe' });

export type UpdateMeBody = z.infer<typeof updateMeBodySchema>;

/** GET /v1/users/activity-stats: the counts my page shows, each the size of the list it opens. */
export const activityStatsSchema = z
  .object({
    /** Pop-ups I picked that are public (what my picks list shows). */
    pickCount: z.number().int(),
    /** My registered reviews (what my reviews list shows). */
    reviewCount: z.number().int(),
    /** Times I entered a pop-up through its waiting line (my visits). */
    visitCount: z.number().int(),
    /** Waiting lines I am in now (waiting or called). */
    waitingCount: z.number().int(),
  })
  .meta({ id: 'ActivityStats' });

export type ActivityStats = z.infer<typeof activityStatsSchema>;
