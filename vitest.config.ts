import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.dirname(new URL(import.meta.url).pathname);
const alias = {
  '@': root,
  'server-only': path.join(root, 'tests/utils/empty.ts'),
};

/**
 * Three suites: pure units, components in jsdom (msw at the network edge), and the API
 * against the real Hono app with a database of its own per test file (PGlite, or the
 * PostgreSQL server named by TEST_DATABASE_URL), each a copy of one database the api
 * project's globalSetup migrates once per run.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/utils/setup-components.ts'],
          // next-intl imports 'next/navigation' without an extension; let Vite resolve it.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/utils/api-global-setup.ts'],
          setupFiles: ['tests/utils/setup-api.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
