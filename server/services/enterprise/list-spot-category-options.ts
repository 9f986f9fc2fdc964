import 'server-only';
import { asc } from 'drizzle-orm';
import type { SpotCategoryOption } from '@/api/contracts/enterprise-spots';
import { getDb } from '../../db/client';
import { categories } from '../../db/schema';

/** GET /v1/enterprise/spot-categories: the categories a pop-up may be given, in display order (Korean names). */
export async function listSpotCategoryOptions(): Promise<SpotCategoryOption[]> {
  const db = await getDb();
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}
