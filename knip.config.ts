import type { KnipConfig } from 'knip';

/**
 * The dead-code check, run by `npm run lint` (so by `npm test` and CI): no unused file,
 * export, type or dependency may stay (decision 025). Next, Vitest, Playwright, Drizzle and
 * ESLint entry files are found by knip's plugins; the entries below are the ones only a
 * script or a person starts.
 */
const config: KnipConfig = {
  entry: [
    'scripts/*.{ts,mjs}',
    'server/db/cli/*.ts',
    // vitest.config.ts aliases 'server-only' to it in tests.
    'tests/utils/empty.ts',
    // Run as a second app process by tests/api/queue-live.test.ts.
    'tests/utils/call-next-elsewhere.ts',
  ],
  project: ['**/*.{ts,tsx,mjs,css}'],
  ignoreDependencies: [
    // Read from node_modules by path, not imported: the OG image fonts (app/og/og-fonts.ts)
    // and heic2any's browser build, copied into public/ at install (scripts/copy-heic2any.mjs).
    '@expo-google-fonts/noto-sans-jp',
    '@expo-google-fonts/noto-sans-kr',
    '@expo-google-fonts/noto-sans-sc',
    'heic2any',
  ],
  // A system tool (fontconfig), not a package: the Lighthouse bench asks it for a Korean font.
  ignoreBinaries: ['fc-list'],
};

export default config;
