import type { MagazineOption } from '@/api/contracts/magazines';
import type { SpotSearchItem } from '@/api/contracts/search';
import { spotPagePath } from '@/lib/spot-path';
import type { SpotCardSpot } from './spot-card';

/** What a list answer's item (search, home rows, pass lists, the map, recommendations) shares. */
type ListItem = Pick<SpotSearchItem, 'id' | 'type' | 'title' | 'periodType' | 'openDate' | 'closeDate'> & {
  contentLocale: string;
  /** region2DepthLocale: the language of region2Depth; answers without it are Korean. */
  area: { region2Depth: string; region2DepthLocale?: string };
  file: { path: string } | null;
  benefit?: string | null;
  /** The language of `benefit`; answers without it are Korean. */
  benefitLocale?: string | null;
};

/** A pop-up from a list answer (a search item, or a similar or nearby pop-up) as a card. */
export function cardFromListItem(item: ListItem): SpotCardSpot {
  return {
    id: item.id,
    href: spotPagePath(item),
    title: item.title,
    contentLocale: item.contentLocale,
    periodType: item.periodType,
    openDate: item.openDate,
    closeDate: item.closeDate,
    region: item.area.region2Depth,
    regionLocale: item.area.region2DepthLocale ?? 'ko',
    imageUrl: item.file?.path ?? null,
    benefit: item.benefit ?? null,
    benefitLocale: item.benefitLocale ?? 'ko',
  };
}

/** A pop-up named in a magazine post. */
export function cardFromMagazineSpot(spot: NonNullable<MagazineOption['spotOption']>): SpotCardSpot {
  return {
    id: spot.id,
    href: spotPagePath(spot),
    title: spot.title,
    contentLocale: spot.contentLocale,
    periodType: spot.periodType,
    openDate: spot.openDate,
    closeDate: spot.closeDate,
    region: spot.region2Depth,
    regionLocale: spot.region2DepthLocale,
    imageUrl: spot.file?.path ?? null,
  };
}
