import 'server-only';
import { apiError } from '@/api/api-error';
import type { GeocodeResult } from '@/api/contracts/enterprise-spots';
import { getDb } from '../../db/client';
import { geocoder } from '../../geo/geocoder';
import { readCompanyCaller } from './company-access';

/**
 * GET /v1/enterprise/geocode (a MANAGER or OWNER of any company, or an admin): address
 * candidates with coordinates from the configured geocoder. With none configured the
 * answer is `provider: 'none'` and no candidates: the editor asks for a pin on the map.
 * The provider failing: 503 SERVICE_UNAVAILABLE (the pin still works).
 */
export async function searchAddress(input: { userId: number; query: string }): Promise<GeocodeResult> {
  const caller = await readCompanyCaller(await getDb(), input.userId);
  const role = caller.membership?.role;
  if (!caller.isAdmin && role !== 'MANAGER' && role !== 'OWNER') throw apiError('FORBIDDEN');
  const provider = geocoder();
  return { provider: provider.provider, candidates: await provider.search(input.query) };
}
