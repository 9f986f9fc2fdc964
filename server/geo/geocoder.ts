import 'server-only';
import type { GeocodeCandidate } from '@/api/contracts/enterprise-spots';
import { serverEnv } from '../env';
import { kakaoLocalGeocoder } from './kakao-local-geocoder';

/**
 * Turns an address typed in the company console into coordinates (decision 045). The
 * provider is chosen by the environment: Kakao Local when GEOCODER=kakao (or unset) and
 * KAKAO_REST_API_KEY is set; otherwise 'none', which finds nothing (the regions table holds
 * names, no coordinates, so there is no local data to geocode with) and the editor asks for
 * a pin on the map, which is always possible.
 */
export interface Geocoder {
  readonly provider: 'kakao' | 'none';
  search(query: string): Promise<GeocodeCandidate[]>;
}

const noGeocoder: Geocoder = { provider: 'none', search: async () => [] };

export function geocoder(): Geocoder {
  const env = serverEnv();
  const wanted = env.GEOCODER ?? (env.KAKAO_REST_API_KEY ? 'kakao' : 'none');
  if (wanted === 'kakao' && env.KAKAO_REST_API_KEY) {
    return kakaoLocalGeocoder({ restApiKey: env.KAKAO_REST_API_KEY, url: env.KAKAO_LOCAL_ADDRESS_URL });
  }
  return noGeocoder;
}
