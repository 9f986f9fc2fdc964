import { index, integer, pgEnum, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './common';
import { users } from './users';

/** Only POPUP today (spec); the type column lets partners or magazine posts be picked later. */
export const pickType = pgEnum('pick_type', ['POPUP']);

/**
 * A bookmark. reference_id is polymorphic (a spot id for POPUP), so it has no foreign key;
 * spots are soft-deleted, so a pick never points at a vanished row anyway.
 */
export const picks = pgTable(
  'picks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: pickType('type').notNull(),
    referenceId: integer('reference_id').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    // One pick per user per item: a double tap or two tabs get a unique violation that the
    // service turns into "already picked", never a second row.
    uniqueIndex('picks_user_type_reference_uq').on(t.userId, t.type, t.referenceId),
    // recentPickCount and pick counts per spot.
    index('picks_reference_idx').on(t.type, t.referenceId, t.createdAt),
  ],
);
