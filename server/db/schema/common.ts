import { pgEnum, timestamp } from 'drizzle-orm/pg-core';
import { TRANSLATION_LOCALES } from '../../../lib/locales';

/**
 * Column helpers shared by every domain file.
 *
 * Instants are `timestamp with time zone` read as JS `Date` (mode 'date') everywhere, so a
 * value means the same moment whatever the session time zone; Seoul day boundaries are
 * computed in SQL or in lib/, never by storing local times. Calendar days that are not
 * instants (a pop-up's open/close day, a visit day) use `date` columns read as 'YYYY-MM-DD'.
 */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** created_at / updated_at; updated_at is refreshed by Drizzle on every update through it. */
export const timestamps = {
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * Locales that have translation rows. Korean is the source language and lives in the base
 * tables, so it is deliberately not a value here.
 */
export const translationLocale = pgEnum('translation_locale', TRANSLATION_LOCALES);
