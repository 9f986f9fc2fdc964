import type { MagazineOption } from '@/api/contracts/magazines';
import type { SpotSearchItem } from '@/api/contracts/search';
import type { RecommendationItem } from '@/api/contracts/spots';
import { spotPagePath } from '@/lib/spot-path';
import type { SpotCardSpot } from './spot-card';

/** A search answer's item (search list, home rows, pass lists, the map) as a card. */
export function cardFromSearchItem(item: SpotSearchItem): SpotCardSpot {
  return {
    id: item.id,
    href: spotPagePath(item),
    title: item.title,
    contentLocale: item.contentLocale,
    periodType: item.periodType,
    openDate: item.openDate,
    closeDate: item.closeDate,
    region: item.area.region2Depth,
    imageUrl: item.file?.path ?? null,
    benefit: item.benefit,
  };
}

/** A similar or nearby pop-up under a detail page. */
export function cardFromRecommendation(item: RecommendationItem): SpotCardSpot {
  return {
    id: item.id,
    href: spotPagePath(item),
    title: item.title,
    contentLocale: item.contentLocale,
    periodType: item.periodType,
    openDate: item.openDate,
    closeDate: item.closeDate,
    region: item.area.region2Depth,
    imageUrl: item.file?.path ?? null,
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
    imageUrl: spot.file?.path ?? null,
  };
}
