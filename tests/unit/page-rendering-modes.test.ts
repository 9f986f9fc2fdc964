import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The public/private split of the pages (decision 026), read from the source: a page that
 * reads the query, the cookies or the viewer's own data is per request; every other page is
 * served from the cache with a stated lifetime. A page that read the query without saying so
 * would fail at run time (Next renders it as a cached page and refuses the dynamic read).
 */
const root = path.resolve(__dirname, '../../app');

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

/** Pages made for one person (or per request by nature): never cached. */
const PRIVATE = [
  '[lang]/mypage',
  '[lang]/mypage/keywords',
  '[lang]/mypage/terms',
  '[lang]/mypage/profile',
  '[lang]/signup',
  '[lang]/waiting',
  '[lang]/waiting/[id]',
  '[lang]/reservation/popup/[id]',
  '[lang]/reservation/popup/[id]/complete/[reservationId]',
  '[lang]/myreservation',
  '[lang]/myreservation/[id]',
  '[lang]/waiting/join',
  '[lang]/console/queues',
  '[lang]/console/queues/[id]',
  '[lang]/history/mypicks',
  '[lang]/history/mypicks/calendar',
  '[lang]/history/mypicks/review',
  '[lang]/history/myvisits',
  '[lang]/notifications',
  '[lang]/notifications/settings',
  '[lang]/login',
  '[lang]/login/error',
  '[lang]/community',
  '[lang]/community/chat',
  '[lang]/enterprise',
  '[lang]/enterprise/join',
  '[lang]/enterprise/members',
  '[lang]/enterprise/admin/companies',
  '[lang]/dev/mailbox',
  '[lang]/enterprise/popups/[id]/stats',
  '[lang]/enterprise/audit',
  '[lang]/enterprise/popups/new',
  '[lang]/enterprise/popups/[id]',
  '[lang]/enterprise/popups/[id]/operations',
  '[lang]/enterprise/popups/[id]/preview',
];
/** The catch-all 404 renders nothing of its own. */
const NEITHER = ['[lang]/[...rest]'];

const all = pages(root).map((file) => ({
  route: path.relative(root, path.dirname(file)),
  source: readFileSync(file, 'utf8'),
}));

describe('rendering modes of the pages', () => {
  it('finds the pages', () => {
    expect(all.length).toBeGreaterThan(20);
    for (const route of [...PRIVATE, ...NEITHER]) expect(all.map((p) => p.route)).toContain(route);
  });

  it('renders private pages per request', () => {
    for (const { route, source } of all.filter((p) => PRIVATE.includes(p.route))) {
      expect(source, route).toMatch(/export const dynamic = 'force-dynamic'/);
    }
  });

  it('serves every public page from the cache with a lifetime, never reading the request', () => {
    const publicPages = all.filter((p) => !PRIVATE.includes(p.route) && !NEITHER.includes(p.route));
    expect(publicPages.length).toBeGreaterThan(15);
    for (const { route, source } of publicPages) {
      expect(source, route).toMatch(/export const revalidate = \d+;/);
      expect(source, route).not.toMatch(/force-dynamic|searchParams|cookies\(|headers\(/);
    }
  });
});
