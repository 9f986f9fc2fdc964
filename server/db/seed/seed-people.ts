import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { DEMO_ADMIN, DEMO_USER } from '../../auth/demo-user';
import { CONSENT_DOCUMENT } from '../../../lib/consent-items';
import { TERMS_CATALOGUE } from '../../../lib/terms/catalogue';
import { currentTermsVersion } from '../../../lib/terms/versions';
import {
  companies,
  companyDomains,
  enterpriseMembers,
  userIdentities,
  users,
  userTermHistory,
  userTerms,
} from '../schema';
import { COMPANY_SEEDS } from './data/editorial';
import { NICKNAMES } from './data/content';
import { count, type SeedContext, type SeedUsers } from './context';
import { insertReturningIds } from './insert';
import { randomFor } from './random';

type UserInsert = typeof users.$inferInsert;
type TermType = (typeof userTerms.$inferInsert)['termType'];

// Subjects of the seed accounts' DEV identities (user_identities).
const ADMIN_SUBJECT = DEMO_ADMIN.identity.subject;
const ENTERPRISE_SUBJECT = 'seed:enterprise';
const userSubject = (n: number) => `seed:user-${String(n).padStart(3, '0')}`;

function ageRangeOf(birthYear: number, now: Date): string {
  const age = now.getUTCFullYear() - birthYear;
  const lower = Math.floor(age / 10) * 10;
  return `${lower}~${lower + 9}`;
}

/**
 * Accounts are found by their DEV identity, and only the missing ones are inserted (ON
 * CONFLICT DO NOTHING, with their identity): the demo sign-in may already have created the
 * demo account (it works on an unseeded database), and a person may have taken one of the
 * seed nicknames before the seed ran. Users that could not be created are simply left out of
 * the activity.
 */
export async function seedPeople(ctx: Omit<SeedContext, 'users'>): Promise<SeedUsers> {
  const { tx, clock } = ctx;
  const r = randomFor('users');
  const rows: (UserInsert & { subject: string })[] = [];
  const make = (subject: string, nickname: string, role: UserInsert['role'], daysAgo: number) => {
    const birthYear = r.int(1982, 2006);
    const createdAt = clock.ago({ days: daysAgo, hours: r.int(0, 23) });
    return {
      subject,
      nickname,
      role,
      email: null,
      birthYear,
      ageRange: ageRangeOf(birthYear, clock.now),
      signedUpAt: createdAt,
      lastLoginAt: clock.ago({ hours: r.int(1, 24 * 20) }),
      createdAt,
      updatedAt: createdAt,
    };
  };
  rows.push({
    ...make(DEMO_USER.identity.subject, DEMO_USER.nickname, 'USER', 120),
    lastLoginAt: clock.ago({ hours: 2 }),
  });
  rows.push(make(ADMIN_SUBJECT, DEMO_ADMIN.nickname, 'ADMIN', 400));
  rows.push({ ...make(ENTERPRISE_SUBJECT, '모노하우스매니저', 'ENTERPRISE', 90), email: 'manager@monohaus.example' });
  NICKNAMES.forEach((nickname, i) => rows.push(make(userSubject(i + 1), nickname, 'USER', r.int(3, 420))));

  const findBySubject = () =>
    tx
      .select({ id: users.id, subject: userIdentities.subject, createdAt: users.createdAt })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(
        and(
          eq(userIdentities.provider, 'DEV'),
          inArray(
            userIdentities.subject,
            rows.map((row) => row.subject),
          ),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(users.id);
  const existing = new Set((await findBySubject()).map((u) => u.subject));
  const missing = rows.filter((row) => !existing.has(row.subject));
  if (missing.length) {
    const inserted = await tx
      .insert(users)
      .values(missing.map(({ subject: _subject, ...user }) => user))
      .onConflictDoNothing()
      .returning({ id: users.id, nickname: users.nickname, createdAt: users.createdAt });
    const subjectOf = new Map(missing.map((row) => [row.nickname, row.subject]));
    if (inserted.length) {
      await tx.insert(userIdentities).values(
        inserted.map((user) => ({
          userId: user.id,
          provider: 'DEV' as const,
          subject: subjectOf.get(user.nickname)!,
          createdAt: user.createdAt,
          updatedAt: user.createdAt,
        })),
      );
    }
  }
  const found = await findBySubject();
  const idOf = new Map(found.map((u) => [u.subject, u.id]));
  count(ctx, 'users', found.length);

  const demoId = idOf.get(DEMO_USER.identity.subject);
  const adminId = idOf.get(ADMIN_SUBJECT);
  const enterpriseId = idOf.get(ENTERPRISE_SUBJECT);
  if (!demoId || !adminId || !enterpriseId) {
    throw new Error('Seed: the demo, operator or enterprise account could not be created (nickname taken?)');
  }
  const regular = NICKNAMES.map((_, i) => idOf.get(userSubject(i + 1))).filter((id): id is number => id !== undefined);

  // Consent answers: the required items for everyone, optional ones varied.
  const terms: (typeof userTerms.$inferInsert)[] = [];
  const required: TermType[] = ['SERVICE', 'PRIVACY', 'AGE_OVER_14'];
  const optional: TermType[] = [
    'LOCATION',
    'MARKETING',
    'PROMOTION_EMAIL',
    'PROMOTION_SMS',
    'PROMOTION_APP_PUSH',
    'PROMOTION_MESSENGER',
  ];
  // The version of each document in force today; the seed's accounts agreed to it.
  const versionOf = (termType: TermType) => {
    const document = CONSENT_DOCUMENT[termType];
    if (!document) return null;
    const catalogue = TERMS_CATALOGUE[document];
    return (currentTermsVersion(catalogue) ?? catalogue.versions[catalogue.versions.length - 1]).version;
  };
  for (const u of found) {
    for (const termType of required)
      terms.push({
        userId: u.id,
        termType,
        isAgreed: true,
        agreedAt: u.createdAt,
        version: versionOf(termType),
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      });
    let marketing = false;
    for (const termType of optional) {
      const drawn = u.id === demoId ? termType !== 'PROMOTION_SMS' : r.chance(termType === 'LOCATION' ? 0.8 : 0.35);
      // A promotion channel needs the marketing consent (the same rule the API keeps).
      const isAgreed: boolean = termType.startsWith('PROMOTION_') ? drawn && marketing : drawn;
      if (termType === 'MARKETING') marketing = isAgreed;
      terms.push({
        userId: u.id,
        termType,
        isAgreed,
        agreedAt: isAgreed ? u.createdAt : null,
        version: versionOf(termType),
        createdAt: u.createdAt,
        updatedAt: u.createdAt,
      });
    }
  }
  await tx.insert(userTerms).values(terms).onConflictDoNothing();
  // Each answer was given once, at sign-up.
  await tx.insert(userTermHistory).values(
    terms.map((t) => ({
      userId: t.userId,
      termType: t.termType,
      isAgreed: t.isAgreed,
      version: t.version,
      source: 'SIGNUP' as const,
      createdAt: t.createdAt,
    })),
  );
  count(ctx, 'user_terms', terms.length);
  count(ctx, 'user_term_history', terms.length);

  // Companies that run pop-ups, and their members.
  const companyIds = await insertReturningIds(
    tx,
    companies,
    COMPANY_SEEDS.map((c) => ({
      name: c.name,
      businessRegistrationNumber: c.businessRegistrationNumber,
      email: c.email,
      createdAt: clock.ago({ days: 200 }),
      updatedAt: clock.ago({ days: 200 }),
    })),
  );
  COMPANY_SEEDS.forEach((c, i) => ctx.companyIds.set(c.key, companyIds[i]));
  count(ctx, 'companies', companyIds.length);
  // Each company's e-mail domains: an address there can ask to join it (decision 044).
  const domainRows = COMPANY_SEEDS.flatMap((c, i) =>
    c.domains.map((domain) => ({ companyId: companyIds[i], domain, createdAt: clock.ago({ days: 200 }) })),
  );
  await tx.insert(companyDomains).values(domainRows);
  count(ctx, 'company_domains', domainRows.length);

  // The enterprise account manages the first company's pop-ups. The demo user owns Popspot's
  // own store (OWNER), so the demo shows the whole company console (/enterprise: pop-ups,
  // members, the audit log) and runs its waiting lines (/console/queues) without a second
  // account.
  const popspotCompany = ctx.companyIds.get('popspot');
  if (!popspotCompany) throw new Error("Seed: the company 'popspot' is missing");
  await tx.insert(enterpriseMembers).values([
    {
      userId: enterpriseId,
      companyId: companyIds[0],
      email: 'manager@monohaus.example',
      status: 'VERIFIED',
      role: 'MANAGER',
      verifiedAt: clock.ago({ days: 80 }),
      createdAt: clock.ago({ days: 80, hours: 1 }),
      updatedAt: clock.ago({ days: 80 }),
    },
    {
      userId: demoId,
      companyId: popspotCompany,
      email: 'demo@popspot.example',
      status: 'VERIFIED',
      role: 'OWNER',
      verifiedAt: clock.ago({ days: 30 }),
      createdAt: clock.ago({ days: 30, hours: 1 }),
      updatedAt: clock.ago({ days: 30 }),
    },
  ]);
  count(ctx, 'enterprise_members', 2);

  return { demoId, adminId, enterpriseId, regular };
}
