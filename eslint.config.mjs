import { readdirSync } from 'node:fs';
import checkFile from 'eslint-plugin-check-file';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const serverImports = {
  patterns: [
    {
      group: ['@/server', '@/server/*', '**/server/*'],
      message: 'Browser-side code must not import server/: go through api/ (the typed client).',
    },
  ],
  paths: [
    {
      name: '@tanstack/react-query',
      importNames: ['useMutation'],
      message: 'Writes go through useApiMutation (api/query/use-api-mutation.ts), in a hook of api/<domain>.ts.',
    },
  ],
};

const reactImports = {
  paths: [
    { name: 'react', message: 'server/ never imports React.' },
    { name: 'react-dom', message: 'server/ never imports React.' },
  ],
  patterns: [
    {
      group: ['@/components/*', '@/hooks/*', '@/stores/*', 'next/navigation'],
      message: 'server/ never imports UI code.',
    },
  ],
};

/**
 * Import zones (decision 025). Layers, top to bottom: app -> components, hooks, stores -> api
 * -> lib; a layer never imports one above it. Inside components/, each feature folder imports
 * another feature only through components/shared/ (and the primitives in components/ui/);
 * shared/ builds on ui/ only, and ui/ on no feature. Paths are resolved, so relative imports
 * ('../other-feature/x') are caught as well as '@/...' ones.
 */
const UI_LAYERS = ['./app', './components', './hooks', './stores'];
const layerZones = [
  {
    target: './lib',
    from: [...UI_LAYERS, './api', './i18n', './server'],
    message: 'lib/ is pure helpers and constants: it imports nothing of the app (only other lib/ modules).',
  },
  {
    target: './i18n',
    from: [...UI_LAYERS, './api', './server'],
    message: 'i18n/ sits beside lib/: it imports only lib/.',
  },
  {
    target: './api',
    from: UI_LAYERS,
    message: 'api/ sits below the UI: it never imports app/, components/, hooks/ or stores/.',
  },
  {
    target: ['./components', './hooks', './stores'],
    from: './app',
    message: 'components/, hooks/ and stores/ never import app/ (pages compose them, not the other way round).',
  },
  {
    target: ['./hooks', './stores'],
    from: './components',
    except: ['./ui', './shared'],
    message: 'hooks/ and stores/ are shared by every feature: they may use components/ui and components/shared only.',
  },
  {
    target: './server',
    from: UI_LAYERS,
    message: 'server/ never imports UI code.',
  },
];

/** Feature folders are read from disk, so a new feature is fenced in without editing this file. */
const features = readdirSync(new URL('./components', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'ui' && entry.name !== 'shared')
  .map((entry) => entry.name);

const componentZones = [
  ...features.map((feature) => ({
    target: `./components/${feature}`,
    from: './components',
    except: [`./${feature}`, './shared', './ui'],
    message: `A feature imports another only through components/shared/ (or the primitives in components/ui/): move what both need there.`,
  })),
  {
    target: './components/shared',
    from: './components',
    except: ['./shared', './ui'],
    message: 'components/shared/ is what features share: it builds on components/ui/ only, never on a feature.',
  },
  {
    target: './components/ui',
    from: './components',
    except: ['./ui'],
    message: 'components/ui/ holds the primitives: it imports no feature and nothing from components/shared/.',
  },
];

/** Anything matching these is a use of process.env, however it is spelled. */
const processEnvSyntax = [
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: 'Only server/env.ts (serverEnv()) and next.config.ts read process.env; pass values down from there.',
  },
  {
    selector: "MemberExpression[object.name='process'][property.value='env']",
    message: 'Only server/env.ts (serverEnv()) and next.config.ts read process.env; pass values down from there.',
  },
  {
    selector: 'ImportDeclaration[source.value=/^(node:)?process$/]',
    message: 'Only server/env.ts (serverEnv()) and next.config.ts read the environment.',
  },
];

const createPortalSyntax = [
  {
    selector: "ImportSpecifier[imported.name='createPortal']",
    message: 'Portals belong to the primitives: use Dialog (or another components/ui/ primitive), not createPortal.',
  },
  {
    selector: "MemberExpression[property.name='createPortal']",
    message: 'Portals belong to the primitives: use Dialog (or another components/ui/ primitive), not createPortal.',
  },
];

/**
 * The UI never writes the query cache itself (decision 023): a write's hook in api/<domain>.ts
 * carries its cache update and invalidation (or calls an updater exported beside it). Reading
 * the cache (getQueryData, fetchQuery, prefetchQuery, useQuery) stays allowed everywhere.
 */
const CACHE_WRITES =
  'setQueryData|setQueriesData|invalidateQueries|removeQueries|refetchQueries|resetQueries|cancelQueries';
const cacheWriteMessage =
  'Components and hooks do not edit the query cache: move the update or invalidation into the hook (or an updater) in api/<domain>.ts.';
const cacheWriteSyntax = [
  { selector: `CallExpression[callee.property.name=/^(${CACHE_WRITES})$/]`, message: cacheWriteMessage },
  { selector: `ObjectPattern > Property[key.name=/^(${CACHE_WRITES})$/]`, message: cacheWriteMessage },
];

/**
 * Where process.env may be read besides server/env.ts and next.config.ts: code that runs
 * outside the app, in Node, before or around it. Next loads the page cache handler itself,
 * outside the bundle and before any of the app's modules, so it reads its two variables
 * (DATABASE_URL, PAGE_CACHE_MAX_MB) directly; the production server around Next
 * (server/serve.mjs: HOSTNAME, PORT) and its front cache (FRONT_CACHE_MAX_MB) likewise. Tests set variables for the case under test
 * (server/env.ts then reads them), Playwright's config and the e2e fixtures pick a port and a
 * browser, scripts/ are command-line tools with their own knobs.
 */
const ENV_READERS = [
  'server/env.ts',
  'next.config.ts',
  'server/cache/page-cache-handler.mjs',
  'server/serve.mjs',
  'server/front/front-page-cache.mjs',
  'instrumentation.ts',
];
const OUTSIDE_APP = ['tests/**', 'e2e/**', 'scripts/**', 'playwright.config.ts', 'vitest.config.ts'];

/**
 * House rules in lint: Next's and React hooks' rules, the import zones, no server/ in the
 * browser and no React on the server, portals only in components/ui, process.env only in
 * server/env.ts and next.config.ts, no query cache writes in components/ and hooks/,
 * kebab-case file and folder names. knip (knip.config.ts) runs after ESLint in
 * `npm run lint` and fails on any unused file, export or dependency.
 */
const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'server/db/migrations/**',
      'public/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    files: ['components/**', 'hooks/**', 'stores/**', 'lib/**', 'api/**', 'locales/**', 'i18n/**', 'app/**/*.tsx'],
    ignores: ['api/server-transport.ts', 'api/query/use-api-mutation.ts'],
    rules: { 'no-restricted-imports': ['error', serverImports] },
  },
  {
    files: ['server/**'],
    rules: { 'no-restricted-imports': ['error', reactImports] },
  },
  {
    // Specs take Playwright from the project's fixtures (a fresh user per test, and whatever
    // every spec should share), never from the package itself.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import from './fixtures/test'." }] },
      ],
    },
  },
  {
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...layerZones, ...componentZones] }],
    },
  },
  {
    ignores: ['components/ui/**', ...ENV_READERS, ...OUTSIDE_APP],
    rules: { 'no-restricted-syntax': ['error', ...processEnvSyntax, ...createPortalSyntax] },
  },
  {
    // Flat config replaces a rule's options per block: these repeat the two lists above.
    files: ['components/**', 'hooks/**'],
    ignores: ['components/ui/**'],
    rules: { 'no-restricted-syntax': ['error', ...processEnvSyntax, ...createPortalSyntax, ...cacheWriteSyntax] },
  },
  {
    files: ['components/ui/**'],
    rules: { 'no-restricted-syntax': ['error', ...processEnvSyntax, ...cacheWriteSyntax] },
  },
  {
    files: [...ENV_READERS, ...OUTSIDE_APP],
    rules: { 'no-restricted-syntax': ['error', ...createPortalSyntax] },
  },
  {
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      // Next's App Router names ([lang], [[...route]], [...rest], (group), sitemap.xml) included.
      'check-file/folder-naming-convention': ['error', { '**/': 'NEXT_JS_APP_ROUTER_CASE' }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
];

export default config;
