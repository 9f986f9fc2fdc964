import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { resetServerEnvForTests } from '@/server/env';
import { geocoder } from '@/server/geo/geocoder';
import { shortProvinceName } from '@/server/geo/resolve-spot-region';

const KAKAO = 'https://dapi.kakao.com/v2/local/search/address.json';
const server = setupServer();
const saved = { ...process.env };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  process.env = { ...saved };
  resetServerEnvForTests();
});
afterAll(() => server.close());

function configure(env: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(env)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetServerEnvForTests();
}

/** Kakao Local's answer for '성수동2가 300-1' (the fields the provider reads, as documented). */
const kakaoAnswer = {
  meta: { total_count: 1, pageable_count: 1, is_end: true },
  documents: [
    {
      address_name: '서울 성동구 성수동2가 300-1',
      address_type: 'REGION_ADDR',
      x: '127.0559',
      y: '37.5446',
      address: {
        address_name: '서울 성동구 성수동2가 300-1',
        region_1depth_name: '서울',
        region_2depth_name: '성동구',
        region_3depth_name: '성수동2가',
        b_code: '1120011500',
      },
      road_address: {
        address_name: '서울 성동구 연무장길 1',
        region_1depth_name: '서울',
        region_2depth_name: '성동구',
      },
    },
  ],
};

describe('the geocoder chosen by the environment', () => {
  it("is 'none' without a Kakao REST key: no request, no candidates", async () => {
    configure({ GEOCODER: undefined, KAKAO_REST_API_KEY: undefined });
    const g = geocoder();
    expect(g.provider).toBe('none');
    expect(await g.search('성수동2가')).toEqual([]);
  });

  it("is 'none' when GEOCODER=none even with a key", () => {
    configure({ GEOCODER: 'none', KAKAO_REST_API_KEY: 'key' });
    expect(geocoder().provider).toBe('none');
  });

  it('asks Kakao Local with the REST key and maps its documents to candidates', async () => {
    configure({ GEOCODER: undefined, KAKAO_REST_API_KEY: 'rest-key' });
    let seen: { auth: string | null; query: string | null } | undefined;
    server.use(
      http.get(KAKAO, ({ request }) => {
        seen = { auth: request.headers.get('authorization'), query: new URL(request.url).searchParams.get('query') };
        return HttpResponse.json(kakaoAnswer);
      }),
    );
    const g = geocoder();
    expect(g.provider).toBe('kakao');
    expect(await g.search('성수동2가 300-1')).toEqual([
      {
        address: '서울 성동구 성수동2가 300-1',
        roadAddress: '서울 성동구 연무장길 1',
        latitude: 37.5446,
        longitude: 127.0559,
        regionCode: '1120011500',
        region1DepthName: '서울',
        region2DepthName: '성동구',
      },
    ]);
    expect(seen).toEqual({ auth: 'KakaoAK rest-key', query: '성수동2가 300-1' });
  });

  it('answers 503 SERVICE_UNAVAILABLE when Kakao refuses or answers nonsense', async () => {
    configure({ KAKAO_REST_API_KEY: 'rest-key' });
    server.use(http.get(KAKAO, () => HttpResponse.json({ message: 'wrong key' }, { status: 401 })));
    await expect(geocoder().search('성수')).rejects.toSatisfy((e) => e instanceof ApiError && e.code === 50300000);
    server.use(http.get(KAKAO, () => HttpResponse.json({ unexpected: true })));
    await expect(geocoder().search('성수')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('province names as cards show them', () => {
  it('shortens legal names the way Kakao does', () => {
    expect(['서울특별시', '부산광역시', '경기도', '충청북도', '세종특별자치시'].map(shortProvinceName)).toEqual([
      '서울',
      '부산',
      '경기',
      '충북',
      '세종특별자치시',
    ]);
  });
});
