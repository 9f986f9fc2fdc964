import 'server-only';
import type { Partner } from '@/api/contracts/partners';
import type { partners } from '../../db/schema';
import { publicFileUrl } from '../../storage/file-storage';

type PartnerRow = Pick<
  typeof partners.$inferSelect,
  'id' | 'name' | 'latitude' | 'longitude' | 'region2DepthName' | 'address' | 'categories' | 'filePath'
>;

/** A partner row as the Partner card (detail and recommendations share it). */
export function toPartnerCard(row: PartnerRow, distance: number | null): Partner {
  return {
    id: row.id,
    name: row.name,
    area: {
      latitude: row.latitude,
      longitude: row.longitude,
      region2Depth: row.region2DepthName ?? '',
      address: row.address,
    },
    categories: row.categories,
    file: row.filePath ? { path: publicFileUrl(row.filePath) } : null,
    distance: distance === null ? null : Math.round(distance),
  };
}
