import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant } from './common';
import { spots } from './spots';
import { users } from './users';

/** LEFT 'want to go', RIGHT 'undecided' (labels in the locale files). */
export const voteOption = pgEnum('vote_option', ['LEFT', 'RIGHT']);

/**
 * One vote per spot per voter. The vote call takes an optional token (spec section 6), so a
 * voter is either a user or, when anonymous, the client's session id header.
 */
export const votes = pgTable(
  'votes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The anonymous visitor's session id; may also be recorded for signed-in votes. */
    sessionId: text('session_id'),
    optionType: voteOption('option_type').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    // Plain unique indexes rather than NULLS NOT DISTINCT (PostgreSQL 15+ only and not what
    // we want): a NULL user_id never conflicts here, and anonymous votes are limited by
    // the session index below instead.
    uniqueIndex('votes_spot_user_uq')
      .on(t.spotId, t.userId)
      .where(sql`${t.userId} IS NOT NULL`),
    uniqueIndex('votes_spot_session_anonymous_uq')
      .on(t.spotId, t.sessionId)
      .where(sql`${t.userId} IS NULL`),
    // Vote ratios per spot.
    index('votes_spot_option_idx').on(t.spotId, t.optionType),
    index('votes_user_idx').on(t.userId),
    check('votes_voter_ck', sql`${t.userId} IS NOT NULL OR ${t.sessionId} IS NOT NULL`),
  ],
);
