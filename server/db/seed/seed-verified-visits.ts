import 'server-only';
import { sql } from 'drizzle-orm';
import { queueTickets } from '../schema';
import { count, type SeedContext } from './context';
import { insertAll } from './insert';
import { randomFor } from './random';

/** Reviews per waiting line whose authors get an entered ticket there. */
const VERIFIED_PER_LINE = 3;

/**
 * Visit-verified reviews (decision 042): the first few reviews of each pop-up with a waiting
 * line, by authors who have no entered ticket there yet, get one for the day they visited,
 * before the review was written. Runs after the queues (and after any other ticket seeding),
 * so each line's numbers go on from its counter as a join takes them
 * (`team_counter + n ... RETURNING`): numbers stay unique and the counter is the highest.
 * Reviews already verified by the queue seeding (the demo user's, chance overlaps) stay so.
 */
export async function seedVerifiedVisits(ctx: SeedContext): Promise<void> {
  const { tx, clock } = ctx;
  const r = randomFor('verified-visits');
  const candidates = (
    await tx.execute<{ queue_id: number; user_id: number; visit_date: string | null; written_ms: number }>(sql`
      SELECT q.id AS queue_id, r.user_id, r.visit_date::text AS visit_date,
        (extract(epoch FROM r.registered_at) * 1000)::float8 AS written_ms
      FROM reviews r
      JOIN LATERAL (SELECT id FROM spot_queues WHERE spot_id = r.spot_id ORDER BY id LIMIT 1) q ON true
      WHERE r.status = 'REGISTERED' AND r.deleted_at IS NULL
        AND NOT EXISTS (
          SELECT 1 FROM queue_tickets t JOIN spot_queues sq ON sq.id = t.queue_id
          WHERE t.user_id = r.user_id AND t.status = 'ENTERED' AND sq.spot_id = r.spot_id)
      ORDER BY q.id, r.id`)
  ).rows;

  const byLine = new Map<number, typeof candidates>();
  for (const c of candidates) {
    const list = byLine.get(c.queue_id) ?? [];
    if (list.length < VERIFIED_PER_LINE) byLine.set(c.queue_id, [...list, c]);
  }

  const tickets: (typeof queueTickets.$inferInsert)[] = [];
  for (const [queueId, visits] of byLine) {
    const [{ last }] = (
      await tx.execute<{ last: number }>(sql`
        UPDATE spot_queues SET team_counter = team_counter + ${visits.length}
        WHERE id = ${queueId} RETURNING team_counter AS last`)
    ).rows;
    visits.forEach((visit, i) => {
      const day = visit.visit_date ?? clock.day(-1);
      // In the line on the visit day, entered before the review was written.
      const onTheDay = clock.at(day, r.int(11, 18), r.int(0, 59));
      const enteredAt = clock.clampPast(
        new Date(Math.min(onTheDay.getTime(), visit.written_ms - r.int(20, 90) * 60_000)),
      );
      const createdAt = new Date(enteredAt.getTime() - r.int(20, 50) * 60_000);
      tickets.push({
        queueId,
        userId: visit.user_id,
        ticketNumber: last - visits.length + 1 + i,
        partySize: r.int(1, 3),
        status: 'ENTERED',
        calledAt: new Date(enteredAt.getTime() - 5 * 60_000),
        enteredAt,
        createdAt,
        updatedAt: enteredAt,
      });
    });
  }
  count(ctx, 'queue_tickets', await insertAll(tx, queueTickets, tickets));
}
