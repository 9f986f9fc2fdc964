import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { domainRouters, mountRoutes } from '@/server/http/routes';
import type { AppEnv } from '@/server/http/types';

/*
 * The naming rule of docs/conventions.md ("Domains: one name in every layer"): a route folder
 * is named for the domain whose services it calls, every contract has its client, and the
 * domain routers can be mounted in any order, for routing and for the OpenAPI document. File and folder names are kebab-case by lint.
 */
const root = path.resolve(__dirname, '../..');
const foldersIn = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
const modulesIn = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => name.slice(0, -'.ts'.length))
    .sort();

/** Route folders with no use cases of their own. */
const ROUTES_WITHOUT_SERVICES: Record<string, string> = {
  dev: 'development-only hooks (devOnly) into server/jobs and server/mail',
  files: 'serves stored bytes from server/storage; no rule to apply',
};

/** Contracts with no client module of their own. */
const CONTRACTS_WITHOUT_CLIENT: Record<string, string> = {
  envelope: 'shared: the answer envelope, ids and paging',
  locale: 'shared: the lang parameter',
  day: 'shared: a calendar day',
  'queue-ticket-status': 'shared by the queues and queue-console contracts',
  health: 'read by monitors and the load balancer, not by the app',
  'admin-spots': 'operators call it directly; no screen uses it',
};

/**
 * Route folders that call another domain's services. Only the spots router: Hono matches in
 * registration order, so the static /v1/spots/map (search) and /v1/spots/with-reviews
 * (reviews) are registered by the router that owns /v1/spots/{id}, before it. `shared` is
 * everyone's.
 */
const CROSS_DOMAIN_CALLS: Record<string, string[]> = {
  spots: ['search', 'reviews'],
  // A nickname change issues the session's new token (auth's issue-session).
  users: ['auth'],
};

const routeFolders = foldersIn('server/http/routes');
const serviceFolders = new Set(foldersIn('server/services'));

describe('one name per domain', () => {
  it('names every route folder for a service folder, or lists why not', () => {
    const unmatched = routeFolders.filter((name) => !serviceFolders.has(name));
    expect(unmatched).toEqual(Object.keys(ROUTES_WITHOUT_SERVICES).sort());
  });

  it('gives every contract a client of the same name, or lists why not', () => {
    const clients = new Set(modulesIn('api'));
    const unmatched = modulesIn('api/contracts').filter((name) => !clients.has(name));
    expect(unmatched).toEqual(Object.keys(CONTRACTS_WITHOUT_CLIENT).sort());
  });

  it('has route handlers call their own domain’s services (and shared ones)', () => {
    const calls = routeFolders.flatMap((folder) =>
      readdirSync(path.join(root, 'server/http/routes', folder)).flatMap((file) => {
        const source = readFileSync(path.join(root, 'server/http/routes', folder, file), 'utf8');
        return [...source.matchAll(/from '(?:\.\.\/)+services\/([a-z-]+)\//g)]
          .map((match) => match[1])
          .filter((domain) => domain !== folder && domain !== 'shared')
          .map((domain) => `${folder} -> ${domain}`);
      }),
    );
    const allowed = Object.entries(CROSS_DOMAIN_CALLS).flatMap(([folder, domains]) =>
      domains.map((domain) => `${folder} -> ${domain}`),
    );
    expect([...new Set(calls)].sort()).toEqual(allowed.sort());
  });
});

describe('domain routers', () => {
  it('mounts one router per route folder, under the folder’s name', () => {
    expect(Object.keys(domainRouters).sort()).toEqual(routeFolders);
  });

  it('never lets two domains answer the same URL, so their mount order does not matter', () => {
    const routes = Object.entries(domainRouters).flatMap(([domain, router]) =>
      router.routes.map((route) => ({ domain, method: route.method, segments: route.path.split('/') })),
    );
    const param = (segment: string) => segment.startsWith(':') || segment === '*';
    const overlaps = (a: string[], b: string[]) =>
      a.length === b.length && a.every((segment, i) => segment === b[i] || param(segment) || param(b[i]));
    const clashes = routes.flatMap((a, i) =>
      routes
        .slice(i + 1)
        .filter(
          (b) =>
            a.domain !== b.domain &&
            (a.method === b.method || a.method === 'ALL' || b.method === 'ALL') &&
            overlaps(a.segments, b.segments),
        )
        .map((b) => `${a.method} ${a.segments.join('/')} (${a.domain}) ~ ${b.segments.join('/')} (${b.domain})`),
    );
    expect(routes.length).toBeGreaterThan(100);
    expect([...new Set(clashes)]).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  const documentOf = (routers: Parameters<typeof mountRoutes>[1]) => {
    const app = new OpenAPIHono<AppEnv>().basePath('/api');
    mountRoutes(app, routers);
    return app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'Popspot API', version: '1.0.0' } });
  };

  it('is the same whatever order the domains are mounted in', () => {
    const routers = Object.values(domainRouters);
    const mounted = documentOf(routers);
    const reversed = documentOf([...routers].reverse());
    expect(Object.keys(mounted.paths ?? {}).length).toBeGreaterThan(100);
    expect(reversed.paths).toEqual(mounted.paths);
    expect(reversed.components).toEqual(mounted.components);
  });
});
