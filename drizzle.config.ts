import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit only generates SQL here (`npx drizzle-kit generate`); the app applies the
 * migrations itself at start (server/db/migrate.ts), on PGlite or PostgreSQL, so no
 * credentials are needed in this file.
 *
 * Column names are spelled out in the schema (snake_case) instead of using `casing`, so the
 * runtime drizzle() calls need no matching option.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});
