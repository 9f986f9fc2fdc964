/**
 * Run as its own process (tests/api/queue-live.test.ts): another app process against the same
 * PostgreSQL database (DATABASE_URL) calls the next team of a line the way the console's
 * service does (update and event in one transaction), so the test can see the live update
 * cross processes through LISTEN/NOTIFY. (The service itself also writes the notification
 * text, whose translator needs the app's bundler, so it cannot run under bare tsx.)
 *
 *   DATABASE_URL=… tsx --conditions=react-server tests/utils/call-next-elsewhere.ts <queueId> <staffUserId>
 */
import { and, asc, eq } from 'drizzle-orm';
import { closeDb, getDb } from '@/server/db/client';
import { queueTickets } from '@/server/db/schema';
import { recordQueueEvent } from '@/server/services/queues/record-queue-event';

const [queueId, userId] = process.argv.slice(2).map(Number);
try {
  const db = await getDb();
  const called = await db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: queueTickets.id, number: queueTickets.ticketNumber })
      .from(queueTickets)
      .where(and(eq(queueTickets.queueId, queueId), eq(queueTickets.status, 'REGISTERED')))
      .orderBy(asc(queueTickets.ticketNumber))
      .limit(1)
      .for('update');
    await tx.update(queueTickets).set({ status: 'CALLED', calledAt: new Date() }).where(eq(queueTickets.id, next.id));
    await recordQueueEvent(tx, { queueId, ticketId: next.id, actorUserId: userId, action: 'CALL' });
    return next.number;
  });
  console.log(JSON.stringify({ called: [called] }));
} finally {
  await closeDb();
}
