import { describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import {
  companies,
  companyDomains,
  enterpriseInvitations,
  enterpriseMembers,
  reservationSlots,
  spotQueues,
} from '@/server/db/schema';
import { makePng } from '../fixtures/images/make-images';
import { insertSpot, seoulDay } from '../utils/fixtures';
import { withMailCapture } from '../utils/enterprise-kit';
import { CONSOLE_ROUTE, loadOpenApiDocument, operationsOf } from '../utils/openapi-document';
import { call, createUser, setupTestApp } from '../utils/test-app';
import { withTempUploadDir } from './reviews-helpers';

/*
 * Issue 13's permission matrix: every route of the company console (and the admin's company
 * routes) called by each kind of caller, against company A's data. The routes are read from
 * the OpenAPI document, so a new console route fails this file until it has a row below.
 *
 * Levels (decision 044): SIGNED_IN any account; STAFF, MANAGER, OWNER the member's role at
 * the company (or above); MANAGER_ANYWHERE a manager or owner of any company; ADMIN the
 * operator only. An admin may do everything. A caller below the level gets 403, anonymous
 * 401; a caller at or above it gets a 2xx answer.
 */

const ctx = setupTestApp();
withTempUploadDir();

// Invitations are mailed: a local capture takes them.
withMailCapture();

type Level = 'SIGNED_IN' | 'STAFF' | 'MANAGER' | 'OWNER' | 'MANAGER_ANYWHERE' | 'ADMIN';
type Caller = 'plain' | 'pending' | 'staff' | 'manager' | 'owner' | 'otherOwner' | 'admin';
const SIGNED_IN_CALLERS: Caller[] = ['plain', 'pending', 'staff', 'manager', 'owner', 'otherOwner', 'admin'];

const RANK: Record<Caller, number> = {
  plain: -1,
  pending: -1,
  otherOwner: -1, // of another company: nothing at company A
  staff: 0,
  manager: 1,
  owner: 2,
  admin: 3,
};

function allowed(level: Level, caller: Caller): boolean {
  switch (level) {
    case 'SIGNED_IN':
      return true;
    case 'ADMIN':
      return caller === 'admin';
    case 'MANAGER_ANYWHERE':
      return caller === 'admin' || caller === 'manager' || caller === 'owner' || caller === 'otherOwner';
    default:
      return RANK[caller] >= { STAFF: 0, MANAGER: 1, OWNER: 2 }[level];
  }
}

let seq = 0;

/** Company A with a member of each role, its pop-up, line, slot, domain and invitation; company B's owner. */
async function world(db: Database) {
  seq += 1;
  const tag = `${seq}${Math.random().toString(36).slice(2, 7)}`;
  const [a, b] = await db
    .insert(companies)
    .values([
      { name: `A${tag}`, businessRegistrationNumber: `7${String(seq).padStart(9, '0')}`, email: `a${tag}.example` },
      { name: `B${tag}`, businessRegistrationNumber: `8${String(seq).padStart(9, '0')}`, email: `b${tag}.example` },
    ])
    .returning();
  const [domain] = await db
    .insert(companyDomains)
    .values([
      { companyId: a.id, domain: `a${tag}.example` },
      { companyId: b.id, domain: `b${tag}.example` },
    ])
    .returning();
  const member = async (companyId: number, role: 'OWNER' | 'MANAGER' | 'STAFF', status: 'VERIFIED' | 'PENDING') => {
    const user = await createUser(db);
    const [row] = await db
      .insert(enterpriseMembers)
      .values({
        userId: user.user.id,
        companyId,
        email: `${role.toLowerCase()}${user.user.id}@a${tag}.example`,
        status,
        role,
        verifiedAt: status === 'VERIFIED' ? new Date() : null,
      })
      .returning();
    return { ...user, memberId: row.id };
  };
  const staff = await member(a.id, 'STAFF', 'VERIFIED');
  const manager = await member(a.id, 'MANAGER', 'VERIFIED');
  const owner = await member(a.id, 'OWNER', 'VERIFIED');
  const pending = await member(a.id, 'MANAGER', 'PENDING');
  const otherOwner = await member(b.id, 'OWNER', 'VERIFIED');
  const plain = await createUser(db);
  const admin = await createUser(db, { role: 'ADMIN' });
  const spot = await insertSpot(db, { companyId: a.id, isPopspotReservation: true });
  const [queue] = await db
    .insert(spotQueues)
    .values({ spotId: spot.id, title: '대기열', status: 'CLOSED' })
    .returning();
  const [slot] = await db
    .insert(reservationSlots)
    .values({ spotId: spot.id, visitDate: seoulDay(5), startTime: '14:00', capacity: 10 })
    .returning();
  const [invitation] = await db
    .insert(enterpriseInvitations)
    .values({ companyId: a.id, email: `invited${tag}@a${tag}.example`, role: 'MANAGER' })
    .returning();
  return {
    tag,
    companyA: a.id,
    domainA: domain.id,
    spot: spot.id,
    queue: queue.id,
    slot: slot.id,
    invitation: invitation.id,
    staffMember: staff.memberId,
    tokens: {
      plain: plain.token,
      pending: pending.token,
      staff: staff.token,
      manager: manager.token,
      owner: owner.token,
      otherOwner: otherOwner.token,
      admin: admin.token,
    } satisfies Record<Caller, string>,
  };
}
type World = Awaited<ReturnType<typeof world>>;

type Row = {
  level: Level;
  path: (w: World) => string;
  body?: (w: World) => unknown;
  /** Multipart instead of JSON. */
  form?: () => Promise<FormData>;
  /** What a signed-in caller below the level gets, when not 403 (a draft's preview: 404). */
  refusal?: [number, number];
};

const spotInput = () => ({
  type: 'STORE',
  title: '권한 확인용 팝업',
  name: null,
  openDate: seoulDay(1),
  closeDate: seoulDay(20),
  operationTime: [],
  address: '서울 성동구 성수동2가 300-1',
  roadAddress: null,
  addressDetail: null,
  latitude: 37.5446,
  longitude: 127.0559,
  regionCode: null,
  region1DepthName: null,
  region2DepthName: null,
  notice: null,
  content: null,
  additionalInformation: null,
  tags: [],
  entryFee: null,
  categoryIds: [],
  benefits: [],
  websites: [],
  isPopspotReservation: false,
  preReservationLink: null,
  preReservationStartedAt: null,
  preReservationEndedAt: null,
  translations: { en: null, ja: null, zh: null },
});

/** Keyed by "METHOD /openapi/path". */
const MATRIX: Record<string, Row> = {
  'GET /v1/enterprise/me': { level: 'SIGNED_IN', path: () => '/api/v1/enterprise/me' },
  'POST /v1/enterprise/verification-codes': {
    level: 'SIGNED_IN',
    path: () => '/api/v1/enterprise/verification-codes',
    body: (w) => ({ email: `someone@nowhere${w.tag}.example` }),
  },
  'POST /v1/enterprise/verifications': {
    level: 'SIGNED_IN',
    path: () => '/api/v1/enterprise/verifications',
    body: () => ({ code: '123456' }),
  },
  'GET /v1/enterprise/spot-categories': { level: 'SIGNED_IN', path: () => '/api/v1/enterprise/spot-categories' },
  'GET /v1/enterprise/geocode': {
    level: 'MANAGER_ANYWHERE',
    path: () => `/api/v1/enterprise/geocode?query=${encodeURIComponent('성수동')}`,
  },
  'GET /v1/enterprise/companies/{id}/members': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/companies/${w.companyA}/members`,
  },
  'POST /v1/enterprise/companies/{id}/invitations': {
    level: 'OWNER',
    path: (w) => `/api/v1/enterprise/companies/${w.companyA}/invitations`,
    body: (w) => ({ email: `new${w.tag}@a${w.tag}.example`, role: 'STAFF' }),
  },
  'DELETE /v1/enterprise/companies/{id}/invitations/{invitationId}': {
    level: 'OWNER',
    path: (w) => `/api/v1/enterprise/companies/${w.companyA}/invitations/${w.invitation}`,
  },
  'PATCH /v1/enterprise/companies/{id}/members/{memberId}': {
    level: 'OWNER',
    path: (w) => `/api/v1/enterprise/companies/${w.companyA}/members/${w.staffMember}`,
    body: () => ({ role: 'MANAGER' }),
  },
  'DELETE /v1/enterprise/companies/{id}/members/{memberId}': {
    level: 'OWNER',
    path: (w) => `/api/v1/enterprise/companies/${w.companyA}/members/${w.staffMember}`,
  },
  'GET /v1/enterprise/companies/{companyId}/spots': {
    level: 'STAFF',
    path: (w) => `/api/v1/enterprise/companies/${w.companyA}/spots`,
  },
  'POST /v1/enterprise/companies/{companyId}/spots': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/companies/${w.companyA}/spots`,
    body: () => spotInput(),
  },
  'GET /v1/enterprise/spots/{id}': { level: 'STAFF', path: (w) => `/api/v1/enterprise/spots/${w.spot}` },
  'GET /v1/enterprise/spots/{id}/preview': {
    level: 'STAFF',
    path: (w) => `/api/v1/enterprise/spots/${w.spot}/preview`,
    refusal: [404, 40400000],
  },
  'PUT /v1/enterprise/spots/{id}': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/spots/${w.spot}`,
    body: () => ({ ...spotInput(), images: [] }),
  },
  'POST /v1/enterprise/spots/{id}/publish': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/spots/${w.spot}/publish`,
  },
  'POST /v1/enterprise/spots/{id}/unpublish': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/spots/${w.spot}/unpublish`,
  },
  'DELETE /v1/enterprise/spots/{id}': { level: 'MANAGER', path: (w) => `/api/v1/enterprise/spots/${w.spot}` },
  'POST /v1/enterprise/spots/{id}/images': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/spots/${w.spot}/images`,
    form: async () => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(await makePng())], 'a.png', { type: 'image/png' }));
      form.set('kind', 'HERO');
      return form;
    },
  },
  'GET /v1/enterprise/spots/{id}/stats': { level: 'STAFF', path: (w) => `/api/v1/enterprise/spots/${w.spot}/stats` },
  'GET /v1/enterprise/companies/{companyId}/audit': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/companies/${w.companyA}/audit`,
  },
  'GET /v1/enterprise/spots/{id}/audit': { level: 'MANAGER', path: (w) => `/api/v1/enterprise/spots/${w.spot}/audit` },
  'GET /v1/enterprise/spots/{id}/queues': { level: 'STAFF', path: (w) => `/api/v1/enterprise/spots/${w.spot}/queues` },
  'POST /v1/enterprise/spots/{id}/queues': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/spots/${w.spot}/queues`,
    body: () => ({ title: '두 번째 줄', remoteJoinEnabled: true, maxPartySize: 4, noShowGraceMinutes: 10 }),
  },
  'PATCH /v1/enterprise/queues/{queueId}': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/queues/${w.queue}`,
    body: () => ({ maxPartySize: 6 }),
  },
  'DELETE /v1/enterprise/queues/{queueId}': { level: 'MANAGER', path: (w) => `/api/v1/enterprise/queues/${w.queue}` },
  'GET /v1/enterprise/spots/{id}/reservation-slots': {
    level: 'STAFF',
    path: (w) => `/api/v1/enterprise/spots/${w.spot}/reservation-slots`,
  },
  'POST /v1/enterprise/spots/{id}/reservation-slots': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/spots/${w.spot}/reservation-slots`,
    body: () => ({
      from: seoulDay(6),
      to: seoulDay(7),
      weekdays: [0, 1, 2, 3, 4, 5, 6],
      times: ['11:00'],
      capacity: 8,
    }),
  },
  'PATCH /v1/enterprise/reservation-slots/{slotId}': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/reservation-slots/${w.slot}`,
    body: () => ({ capacity: 12 }),
  },
  'DELETE /v1/enterprise/reservation-slots/{slotId}': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/reservation-slots/${w.slot}`,
  },
  'PATCH /v1/enterprise/spots/{id}/reservation-settings': {
    level: 'MANAGER',
    path: (w) => `/api/v1/enterprise/spots/${w.spot}/reservation-settings`,
    body: () => ({ isPopspotReservation: false }),
  },
  'GET /v1/enterprise/spots/{id}/reservations': {
    level: 'STAFF',
    path: (w) => `/api/v1/enterprise/spots/${w.spot}/reservations`,
  },
  'GET /v1/admin/companies': { level: 'ADMIN', path: () => '/api/v1/admin/companies' },
  'POST /v1/admin/companies': {
    level: 'ADMIN',
    path: () => '/api/v1/admin/companies',
    body: (w) => ({
      name: `새회사${w.tag}`,
      businessRegistrationNumber: `6${String(seq).padStart(9, '0')}`,
      email: `hello@new${w.tag}.example`,
      domains: [`new${w.tag}.example`],
    }),
  },
  'PATCH /v1/admin/companies/{id}': {
    level: 'ADMIN',
    path: (w) => `/api/v1/admin/companies/${w.companyA}`,
    body: (w) => ({ name: `바뀐이름${w.tag}` }),
  },
  'POST /v1/admin/companies/{id}/domains': {
    level: 'ADMIN',
    path: (w) => `/api/v1/admin/companies/${w.companyA}/domains`,
    body: (w) => ({ domain: `more${w.tag}.example` }),
  },
  'DELETE /v1/admin/companies/{id}/domains/{domainId}': {
    level: 'ADMIN',
    path: (w) => `/api/v1/admin/companies/${w.companyA}/domains/${w.domainA}`,
  },
};

/*
 * The check-in answers who may check in before it reads the code, but a 2xx needs a real
 * booking; its allowed callers are asserted by tests/api/enterprise-operations.test.ts, and
 * here only that outsiders are refused.
 */
const REFUSAL_ONLY: Record<string, Row> = {
  'POST /v1/enterprise/spots/{id}/reservations/check-in': {
    level: 'STAFF',
    path: (w) => `/api/v1/enterprise/spots/${w.spot}/reservations/check-in`,
    body: () => ({ entryCode: '0123456789' }),
  },
};

async function send(row: Row, w: World, token?: string, method = 'GET') {
  if (row.form) {
    const headers = new Headers(token ? { Authorization: `Bearer ${token}` } : {});
    const res = await ctx.app.request(row.path(w), { method, headers, body: await row.form() });
    return { status: res.status, code: ((await res.json()) as { result: { code: number } }).result.code };
  }
  const res = await call(ctx.app, method, row.path(w), { token, body: row.body?.(w) });
  return { status: res.status, code: res.body.result.code };
}

describe('the company console: who may call what', () => {
  it('has a row for every console route in the OpenAPI document', async () => {
    const routes = operationsOf(await loadOpenApiDocument(ctx.app))
      .map((op) => op.key)
      .filter((key) => CONSOLE_ROUTE.test(key.split(' ')[1]))
      .sort();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toEqual(Object.keys({ ...MATRIX, ...REFUSAL_ONLY }).sort());
  });

  const rows = Object.entries({ ...MATRIX, ...REFUSAL_ONLY });
  it.each(rows)('%s: anonymous 401, callers below the level 403', async (key, row) => {
    const method = key.split(' ')[0];
    const w = await world(ctx.db);
    const anonymous = await send(row, w, undefined, method);
    expect([anonymous.status, anonymous.code]).toEqual([401, 40100000]);
    for (const caller of SIGNED_IN_CALLERS) {
      if (allowed(row.level, caller)) continue;
      const res = await send(row, w, w.tokens[caller], method);
      expect([caller, res.status, res.code]).toEqual([caller, ...(row.refusal ?? [403, 40300000])]);
    }
  });

  it.each(Object.entries(MATRIX))('%s: every caller at the level gets through', async (key, row) => {
    const method = key.split(' ')[0];
    for (const caller of SIGNED_IN_CALLERS) {
      if (!allowed(row.level, caller)) continue;
      // Each allowed caller acts on a world of its own, so a delete does not hide the next one.
      const w = await world(ctx.db);
      const res = await send(row, w, w.tokens[caller], method);
      if (row.level === 'SIGNED_IN') {
        // Getting past the door is what is checked here (the mail and code rules have their own tests).
        expect([caller, res.status < 500 && res.status !== 401 && res.status !== 403]).toEqual([caller, true]);
      } else {
        expect([caller, res.status, res.code]).toEqual([caller, 200, 20000000]);
      }
    }
  });
});
