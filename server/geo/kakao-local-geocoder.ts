import 'server-only';
import { z } from 'zod';
import { apiError } from '@/api/api-error';
import type { GeocodeCandidate } from '@/api/contracts/enterprise-spots';
import { logger } from '../logger';
import type { Geocoder } from './geocoder';

/** The part of Kakao Local's address search answer that is read (developers.kakao.com, 주소 검색). */
const region = z
  .object({
    address_name: z.string(),
    region_1depth_name: z.string().optional(),
    region_2depth_name: z.string().optional(),
    b_code: z.string().optional(),
  })
  .nullable()
  .optional();
const answer = z.object({
  documents: z.array(
    z.object({
      address_name: z.string(),
      x: z.string(),
      y: z.string(),
      address: region,
      road_address: region,
    }),
  ),
});

const TIMEOUT_MS = 5000;

/** Kakao Local 'search/address' with the app's REST API key (Authorization: KakaoAK {key}). */
export function kakaoLocalGeocoder(config: { restApiKey: string; url: string }): Geocoder {
  return {
    provider: 'kakao',
    async search(query) {
      const url = new URL(config.url);
      url.searchParams.set('query', query);
      url.searchParams.set('size', '10');
      let json: unknown;
      try {
        const res = await fetch(url, {
          headers: { Authorization: `KakaoAK ${config.restApiKey}` },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`Kakao Local answered ${res.status}`);
        json = await res.json();
      } catch (error) {
        logger.warn('geocoder unavailable', { provider: 'kakao', error: String(error) });
        throw apiError('SERVICE_UNAVAILABLE');
      }
      const parsed = answer.safeParse(json);
      if (!parsed.success) {
        logger.warn('geocoder answer not understood', { provider: 'kakao' });
        throw apiError('SERVICE_UNAVAILABLE');
      }
      return parsed.data.documents.flatMap((d): GeocodeCandidate[] => {
        const latitude = Number(d.y);
        const longitude = Number(d.x);
        if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return [];
        const area = d.address ?? d.road_address;
        return [
          {
            address: d.address?.address_name ?? d.address_name,
            roadAddress: d.road_address?.address_name ?? null,
            latitude,
            longitude,
            regionCode: d.address?.b_code || null,
            region1DepthName: area?.region_1depth_name || null,
            region2DepthName: area?.region_2depth_name || null,
          },
        ];
      });
    },
  };
}
