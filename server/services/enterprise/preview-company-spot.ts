import 'server-only';
import { ApiError, apiError } from '@/api/api-error';
import type { SpotDetail } from '@/api/contracts/spots';
import type { Locale } from '@/lib/locales';
import { getDb } from '../../db/client';
import { getSpotDetail } from '../spots/get-spot-detail';
import { requireSpotRole } from './company-access';

/**
 * GET /v1/enterprise/spots/{id}/preview: the pop-up's detail as the public page will show
 * it, published or not, for its company's members (any role) and admins: what "not yet
 * published" looks like before it is. To anyone else it does not exist (NOT_FOUND, not
 * FORBIDDEN: a draft's existence is the company's business). Never cached: it needs a
 * signed-in caller, and the front caches only requests without credentials.
 */
export async function previewCompanySpot(input: { userId: number; spotId: number; lang: Locale }): Promise<SpotDetail> {
  const db = await getDb();
  try {
    await requireSpotRole(db, { userId: input.userId, spotId: input.spotId, minRole: 'STAFF' });
  } catch (error) {
    if (ApiError.is(error, 'FORBIDDEN')) throw apiError('NOT_FOUND');
    throw error;
  }
  return getSpotDetail({ spotId: input.spotId, viewerId: input.userId, lang: input.lang, preview: true });
}
