import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The house rules in eslint.config.mjs (decision 025), run through ESLint's Node API on small
 * snippets placed at virtual paths in this repository: each rule fires where it should and
 * stays quiet where the code is allowed. Imports point at real modules, because the zone
 * rule resolves paths (an import it cannot resolve is not checked).
 */
const root = path.resolve(__dirname, '../..');
let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'lib/warm-up.ts') });
}, 60_000);

async function rulesFired(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? `fatal: ${message.message}`);
}

const ZONES = 'import/no-restricted-paths';
const SYNTAX = 'no-restricted-syntax';
const IMPORTS = 'no-restricted-imports';
const FILE_NAME = 'check-file/filename-naming-convention';
const FOLDER_NAME = 'check-file/folder-naming-convention';

const use = (name: string) => `\nexport const used = ${name};\n`;

describe('import zones: app -> components, hooks, stores -> api -> lib', () => {
  it.each([
    ['lib imports components', 'lib/zone-probe.ts', "import { Button } from '@/components/ui/button';", 'Button'],
    ['lib imports api', 'lib/zone-probe.ts', "import { spotQueries } from '@/api/spots';", 'spotQueries'],
    [
      'lib imports hooks (relative path)',
      'lib/zone-probe.ts',
      "import { useInView } from '../hooks/use-in-view';",
      'useInView',
    ],
    ['lib imports i18n', 'lib/zone-probe.ts', "import { routing } from '@/i18n/routing';", 'routing'],
    ['api imports components', 'api/zone-probe.ts', "import { Button } from '@/components/ui/button';", 'Button'],
    ['api imports stores', 'api/zone-probe.ts', "import { showToast } from '@/stores/toast-store';", 'showToast'],
    ['api imports hooks', 'api/zone-probe.ts', "import { useInView } from '@/hooks/use-in-view';", 'useInView'],
    [
      'components import app',
      'components/home/zone-probe.tsx',
      "import { PopupDetail } from '@/app/[lang]/popup/[id]/popup-detail';",
      'PopupDetail',
    ],
    [
      'hooks import app',
      'hooks/zone-probe.ts',
      "import { PopupDetail } from '@/app/[lang]/popup/[id]/popup-detail';",
      'PopupDetail',
    ],
    [
      'hooks import a feature',
      'hooks/zone-probe.ts',
      "import { ReviewsTab } from '@/components/reviews/reviews-tab';",
      'ReviewsTab',
    ],
    [
      'stores import a feature',
      'stores/zone-probe.ts',
      "import { NoticeList } from '@/components/notices/notice-list';",
      'NoticeList',
    ],
    ['i18n imports api', 'i18n/zone-probe.ts', "import { spotQueries } from '@/api/spots';", 'spotQueries'],
  ])('fires when %s', async (_case, file, importLine, name) => {
    expect(await rulesFired(importLine + use(name), file)).toContain(ZONES);
  });

  it.each([
    ['api imports lib', 'api/zone-probe.ts', "import { cx } from '@/lib/cx';", 'cx'],
    ['lib imports lib', 'lib/zone-probe.ts', "import { cx } from './cx';", 'cx'],
    ['hooks import api and stores', 'hooks/zone-probe.ts', "import { spotQueries } from '@/api/spots';", 'spotQueries'],
    ['hooks import components/ui', 'hooks/zone-probe.ts', "import { Button } from '@/components/ui/button';", 'Button'],
    [
      'app imports any feature',
      'app/[lang]/zone-probe.tsx',
      "import { ReviewsTab } from '@/components/reviews/reviews-tab';",
      'ReviewsTab',
    ],
  ])('allows %s', async (_case, file, importLine, name) => {
    expect(await rulesFired(importLine + use(name), file)).not.toContain(ZONES);
  });
});

describe('features import each other only through components/shared', () => {
  it.each([
    [
      'feature A imports feature B',
      'components/home/zone-probe.tsx',
      "import { ReviewsTab } from '@/components/reviews/reviews-tab';",
      'ReviewsTab',
    ],
    [
      'feature A imports feature B by a relative path',
      'components/home/zone-probe.tsx',
      "import { ReviewsTab } from '../reviews/reviews-tab';",
      'ReviewsTab',
    ],
    [
      'shared imports a feature',
      'components/shared/zone-probe.tsx',
      "import { ReviewsTab } from '@/components/reviews/reviews-tab';",
      'ReviewsTab',
    ],
    [
      'ui imports shared',
      'components/ui/zone-probe.tsx',
      "import { ProfileAvatar } from '@/components/shared/profile-avatar';",
      'ProfileAvatar',
    ],
    [
      'ui imports a feature',
      'components/ui/zone-probe.tsx',
      "import { NoticeList } from '@/components/notices/notice-list';",
      'NoticeList',
    ],
  ])('fires when %s', async (_case, file, importLine, name) => {
    expect(await rulesFired(importLine + use(name), file)).toContain(ZONES);
  });

  it.each([
    [
      'a feature imports shared',
      'components/reviews/zone-probe.tsx',
      "import { ProfileAvatar } from '@/components/shared/profile-avatar';",
      'ProfileAvatar',
    ],
    [
      'a feature imports ui',
      'components/reviews/zone-probe.tsx',
      "import { Button } from '@/components/ui/button';",
      'Button',
    ],
    [
      'a feature imports its own files',
      'components/reviews/zone-probe.tsx',
      "import { ReviewsTab } from './reviews-tab';",
      'ReviewsTab',
    ],
    [
      'shared imports ui',
      'components/shared/zone-probe.tsx',
      "import { Button } from '@/components/ui/button';",
      'Button',
    ],
  ])('allows %s', async (_case, file, importLine, name) => {
    expect(await rulesFired(importLine + use(name), file)).not.toContain(ZONES);
  });
});

describe('createPortal only in components/ui', () => {
  const named = "import { createPortal } from 'react-dom';\nexport const portal = createPortal;\n";
  const member = "import ReactDOM from 'react-dom';\nexport const portal = ReactDOM.createPortal;\n";

  it('fires on an imported createPortal in a feature', async () => {
    expect(await rulesFired(named, 'components/reviews/portal-probe.tsx')).toContain(SYNTAX);
  });

  it('fires on ReactDOM.createPortal in a shared component', async () => {
    expect(await rulesFired(member, 'components/shared/portal-probe.tsx')).toContain(SYNTAX);
  });

  it('allows it in components/ui', async () => {
    expect(await rulesFired(named, 'components/ui/portal-probe.tsx')).not.toContain(SYNTAX);
  });
});

describe('query cache writes only in api/ (decision 023)', () => {
  const probe = (body: string) =>
    `import { useQueryClient } from '@tanstack/react-query';\nexport function useProbe() {\n  const queryClient = useQueryClient();\n  ${body}\n}\n`;

  it.each([
    [
      'invalidateQueries in a feature component',
      'components/reviews/cache-probe.tsx',
      'void queryClient.invalidateQueries({ queryKey: ["a"] });',
    ],
    [
      'setQueriesData in a shared hook',
      'hooks/cache-probe.ts',
      'queryClient.setQueriesData({ queryKey: ["a"] }, (old) => old);',
    ],
    [
      'setQueryData through optional chaining',
      'components/shared/cache-probe.tsx',
      'queryClient?.setQueryData(["a"], 1);',
    ],
    [
      'removeQueries in a primitive',
      'components/ui/cache-probe.tsx',
      'queryClient.removeQueries({ queryKey: ["a"] });',
    ],
    [
      'a destructured refetchQueries',
      'hooks/cache-probe.ts',
      'const { refetchQueries } = queryClient;\n  return refetchQueries;',
    ],
  ])('fires on %s', async (_name, file, body) => {
    expect(await rulesFired(probe(body), file)).toContain(SYNTAX);
  });

  it('allows reading the cache in components and hooks', async () => {
    const reads =
      'void queryClient.getQueryData(["a"]);\n  void queryClient.prefetchQuery({ queryKey: ["a"], queryFn: () => 1 });';
    expect(await rulesFired(probe(reads), 'components/reviews/cache-probe.tsx')).not.toContain(SYNTAX);
  });

  it('allows the write hooks in api/ to update the cache', async () => {
    const write = 'void queryClient.invalidateQueries({ queryKey: ["a"] });';
    expect(await rulesFired(probe(write), 'api/cache-probe.ts')).not.toContain(SYNTAX);
  });

  it('still forbids process.env and createPortal in components beside it', async () => {
    expect(
      await rulesFired('export const mode = process.env.NODE_ENV;\n', 'components/reviews/env-probe.tsx'),
    ).toContain(SYNTAX);
    const portal = "import { createPortal } from 'react-dom';\nexport const portal = createPortal;\n";
    expect(await rulesFired(portal, 'hooks/portal-probe.ts')).toContain(SYNTAX);
  });
});

describe('process.env only in server/env.ts and next.config.ts', () => {
  it.each([
    ['a lib helper', 'lib/env-probe.ts', 'export const mode = process.env.NODE_ENV;\n'],
    ['a component (bracket access)', 'components/home/env-probe.tsx', "export const url = process['env'].MAP_URL;\n"],
    ['a server service', 'server/services/env-probe.ts', 'export const secret = process.env.JWT_SECRET;\n'],
    [
      'an import of node:process',
      'server/services/env-probe.ts',
      "import { env } from 'node:process';\nexport const e = env;\n",
    ],
    ['a ui primitive', 'components/ui/env-probe.tsx', 'export const mode = process.env.NODE_ENV;\n'],
  ])('fires in %s', async (_case, file, code) => {
    expect(await rulesFired(code, file)).toContain(SYNTAX);
  });

  it.each([
    ['server/env.ts', 'server/env.ts'],
    ['next.config.ts', 'next.config.ts'],
    ['tests (they set variables for the case under test)', 'tests/unit/env-probe.test.ts'],
  ])('allows it in %s', async (_case, file) => {
    expect(await rulesFired('export const mode = process.env.NODE_ENV;\n', file)).not.toContain(SYNTAX);
  });
});

describe('kebab-case file and folder names', () => {
  it('fires on a PascalCase file name', async () => {
    expect(await rulesFired('export {};\n', 'components/reviews/ReviewThing.tsx')).toContain(FILE_NAME);
  });

  it('fires on a camelCase file name', async () => {
    expect(await rulesFired('export {};\n', 'lib/formatThing.ts')).toContain(FILE_NAME);
  });

  it('fires on a camelCase folder name', async () => {
    expect(await rulesFired('export {};\n', 'components/reviewThing/review-thing.tsx')).toContain(FOLDER_NAME);
  });

  it.each([
    'app/[lang]/popup/[id]/page.tsx',
    'app/api/[[...route]]/route.ts',
    'app/[lang]/[...rest]/page.tsx',
    'app/sitemap.xml/route.ts',
    'tests/unit/some-thing.test.ts',
    'i18n/app-config.d.ts',
  ])('allows %s', async (file) => {
    const fired = await rulesFired('export {};\n', file);
    expect(fired).not.toContain(FILE_NAME);
    expect(fired).not.toContain(FOLDER_NAME);
  });
});

describe('server/ and the browser stay apart', () => {
  it('fires when a component imports server/', async () => {
    const code = "import { serverEnv } from '@/server/env';" + use('serverEnv');
    expect(await rulesFired(code, 'components/home/server-probe.tsx')).toContain(IMPORTS);
  });

  it('fires when server/ imports React', async () => {
    const code = "import { useState } from 'react';" + use('useState');
    expect(await rulesFired(code, 'server/services/react-probe.ts')).toContain(IMPORTS);
  });

  it('allows a server module to import api contracts', async () => {
    const code = "import { spotDetailSchema } from '@/api/contracts/spots';" + use('spotDetailSchema');
    const fired = await rulesFired(code, 'server/services/contract-probe.ts');
    expect(fired).not.toContain(IMPORTS);
    expect(fired).not.toContain(ZONES);
  });
});
