import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.dirname(new URL(import.meta.url).pathname);
const alias = {
  '@': root,
  'server-only': path.join(root, 'tests/utils/empty.ts'),
};

/**
 * Component test files that replace a module (vi.mock) or move through the window's history
 * (whose entries no file can clear) run each in a module registry and a jsdom of its own; the
 * others share one (isolate: false), so React, next-intl and the components are imported and
 * jsdom is made once, not once per file (the suite took three times as long), and
 * tests/utils/setup-components.ts gives each file an empty document, storage and stores.
 */
const COMPONENT_DIR = 'tests/components';
const componentFiles = readdirSync(path.join(root, COMPONENT_DIR)).filter((file) => file.endsWith('.test.tsx'));
const needsItsOwnWindow = (file: string) =>
  /\bvi\.mock\(|\bhistory\.|popstate/.test(readFileSync(path.join(root, COMPONENT_DIR, file), 'utf8'));
const isolatedComponentTests = componentFiles.filter(needsItsOwnWindow).map((file) => `${COMPONENT_DIR}/${file}`);
const componentProject = {
  environment: 'jsdom',
  setupFiles: ['tests/utils/setup-components.ts'],
  // next-intl imports 'next/navigation' without an extension; let Vite resolve it.
  server: { deps: { inline: ['next-intl'] } },
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
          ...componentProject,
          name: 'components',
          include: [`${COMPONENT_DIR}/**/*.test.tsx`],
          exclude: isolatedComponentTests,
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...componentProject, name: 'components-isolated', include: isolatedComponentTests },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/utils/api-global-setup.ts'],
          setupFiles: ['tests/utils/setup-api.ts'],
          // The files share one module registry: the app is imported once, not once per file
          // (the suite took twice as long, half of it importing). Each file has a database of
          // its own, and setup-api.ts gives it the first file's environment.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
