import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

export type SpotRegion = {
  regionCode: string | null;
  region1DepthName: string | null;
  region2DepthName: string | null;
};

/** Kakao's short province names ('서울', '경기'), which cards show, from the legal names. */
const SHORT_PROVINCE: Record<string, string> = {
  충청북도: '충북',
  충청남도: '충남',
  전라북도: '전북',
  전북특별자치도: '전북',
  전라남도: '전남',
  경상북도: '경북',
  경상남도: '경남',
  강원도: '강원',
  강원특별자치도: '강원',
};

export function shortProvinceName(name: string): string {
  if (SHORT_PROVINCE[name]) return SHORT_PROVINCE[name];
  if (name === '세종특별자치시' || name === '제주특별자치도') return name;
  return name.replace(/(특별시|광역시|도)$/, '');
}

/**
 * A pop-up's region (decision 045): the legal district the list and map filters join on,
 * and the province and district names cards show.
 *
 * 1. A code from the geocoder (Kakao's b_code) is used when the regions table knows it, else
 *    its district, else its province (the table holds the districts the filters use, not all
 *    of Korea's).
 * 2. Without one (the pin was placed by hand), the most precise region whose name appears in
 *    the address, provided its province's name does too (two cities both have a '중구').
 * 3. Names the geocoder gave win; otherwise they come from the region found. Nothing found:
 *    no region (the pop-up is still listed and on the map, just in no region filter).
 */
export async function resolveSpotRegion(
  tx: Executor,
  input: {
    regionCode: string | null;
    address: string;
    roadAddress: string | null;
    region1DepthName: string | null;
    region2DepthName: string | null;
  },
): Promise<SpotRegion> {
  let code: string | null = null;
  if (input.regionCode) {
    const candidates = [
      input.regionCode,
      `${input.regionCode.slice(0, 5)}00000`,
      `${input.regionCode.slice(0, 2)}00000000`,
    ];
    const found = await tx.execute<{ code: string }>(sql`
      select code from regions where code in (${sql.join(
        candidates.map((c) => sql`${c}`),
        sql`, `,
      )}) order by depth desc limit 1
    `);
    code = found.rows[0]?.code ?? null;
  }
  if (!code) {
    const text = `${input.address} ${input.roadAddress ?? ''}`;
    const found = await tx.execute<{ code: string }>(sql`
      select r.code from regions r
      join regions p on p.code = substr(r.code, 1, 2) || '00000000'
      where strpos(${text}, r.name) > 0 and strpos(${text}, left(p.name, 2)) > 0
      order by r.depth desc, length(r.name) desc, r.code
      limit 1
    `);
    code = found.rows[0]?.code ?? null;
  }
  let depth1: string | null = null;
  let depth2: string | null = null;
  if (code) {
    const names = await tx.execute<{ code: string; name: string; depth: number }>(sql`
      select code, name, depth from regions
      where code in (${`${code.slice(0, 2)}00000000`}, ${`${code.slice(0, 5)}00000`})
    `);
    for (const row of names.rows) {
      if (Number(row.depth) === 1) depth1 = shortProvinceName(row.name);
      if (Number(row.depth) === 2) depth2 = row.name;
    }
  }
  return {
    regionCode: code,
    region1DepthName: input.region1DepthName ?? depth1,
    region2DepthName: input.region2DepthName ?? depth2,
  };
}
