import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { companies, enterpriseMembers, queueTickets, spotQueues } from '@/server/db/schema';
import { insertSpot } from './fixtures';
import { createUser } from './test-app';

let companySeq = 0;

/**
 * A pop-up run by a company, its waiting line, and the company's verified staff member (with
 * a token): what the console tests and the live-update tests start from.
 */
export async function staffedLine(db: Database, line: Partial<typeof spotQueues.$inferInsert> = {}) {
  companySeq += 1;
  const brn = String(1_000_000_000 + Math.floor(Math.random() * 8_000_000_000) + companySeq).slice(0, 10);
  const [company] = await db
    .insert(companies)
    .values({ name: `운영사${companySeq}`, businessRegistrationNumber: brn, email: `ops${companySeq}.example` })
    .returning();
  const spot = await insertSpot(db, { title: '콘솔 팝업', companyId: company.id });
  const [queue] = await db
    .insert(spotQueues)
    .values({ spotId: spot.id, title: '현장 대기', status: 'IN_PROGRESS', ...line })
    .returning();
  const staff = await createUser(db, { nickname: `스태프${companySeq}${Math.random().toString(36).slice(2, 5)}` });
  await db.insert(enterpriseMembers).values({
    userId: staff.user.id,
    companyId: company.id,
    email: `staff@ops${companySeq}.example`,
    status: 'VERIFIED',
    role: 'STAFF',
    verifiedAt: new Date(),
  });
  return { company, spot, queue, staff };
}

/** `count` visitors waiting in `queueId` with tickets 1..count (the counter follows). */
export async function waitingVisitors(db: Database, queueId: number, count: number) {
  const visitors = [];
  for (let n = 1; n <= count; n++) {
    const visitor = await createUser(db);
    const [ticket] = await db
      .insert(queueTickets)
      .values({ queueId, userId: visitor.user.id, ticketNumber: n, partySize: 2 })
      .returning();
    visitors.push({ ...visitor, ticket });
  }
  await db.update(spotQueues).set({ teamCounter: count }).where(eq(spotQueues.id, queueId));
  return visitors;
}
