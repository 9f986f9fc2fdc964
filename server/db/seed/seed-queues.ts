import 'server-only';
import { popspotReservations, queueTickets, reservationSlots, spotQueues } from '../schema';
import { addDays } from './clock';
import { SPOT_CASE_INDEX } from './data/spots';
import { count, spotAt, type SeedContext } from './context';
import { insertAll, insertReturningIds } from './insert';
import { randomFor } from './random';

type TicketStatus = NonNullable<(typeof queueTickets.$inferInsert)['status']>;
type QueueStatus = NonNullable<(typeof spotQueues.$inferInsert)['status']>;

/**
 * A queue as a line of tickets in number order: the first `done` are finished (mostly
 * entered, with the odd cancellation or no-show), then `called` entry calls, then `waiting`
 * registered teams. `demo` puts the demo user's ticket at that 1-based number.
 */
interface QueuePlan {
  position: number;
  title: string;
  status: QueueStatus;
  done: number;
  called: number;
  waiting: number;
  demo?: { number: number; status: TicketStatus };
  /** The store's rules (defaults: remote joining on, parties up to 8, no set hours). */
  rules?: Pick<typeof spotQueues.$inferInsert, 'remoteJoinEnabled' | 'maxPartySize'>;
}

const QUEUE_PLANS: QueuePlan[] = [
  {
    position: SPOT_CASE_INDEX.flagship,
    title: '모노하우스 현장 웨이팅',
    status: 'IN_PROGRESS',
    done: 14,
    called: 2,
    waiting: 8,
    demo: { number: 20, status: 'REGISTERED' },
  },
  {
    position: 3,
    title: '버니블룸 입장 대기',
    status: 'IN_PROGRESS',
    done: 22,
    called: 3,
    waiting: 12,
    demo: { number: 4, status: 'ENTERED' },
  },
  {
    position: 11,
    title: '크럼앤코 픽업 대기',
    status: 'IN_PROGRESS',
    done: 9,
    called: 1,
    waiting: 4,
    demo: { number: 6, status: 'CANCELED' },
    rules: { maxPartySize: 4 },
  },
  {
    position: SPOT_CASE_INDEX.popspotReservation,
    title: '팝스팟 룸 현장 입장',
    status: 'IN_PROGRESS',
    done: 6,
    called: 1,
    waiting: 2,
    // Taken at the door only: joining from the page is refused.
    rules: { remoteJoinEnabled: false },
  },
  { position: 15, title: '무무팜 카페 입장', status: 'READY', done: 5, called: 0, waiting: 0 },
  { position: 23, title: '코코도우 도넛 구매 줄', status: 'READY', done: 0, called: 0, waiting: 0 },
  { position: 26, title: '네온타이거 드롭 대기', status: 'HOLD', done: 10, called: 0, waiting: 6 },
  { position: 35, title: '젤리팝 입장 대기', status: 'CLOSED', done: 18, called: 0, waiting: 0 },
  {
    position: 37,
    title: '민트초코단 입장 대기',
    status: 'CLOSED',
    done: 12,
    called: 0,
    waiting: 0,
    demo: { number: 7, status: 'NO_SHOW' },
  },
  {
    position: SPOT_CASE_INDEX.closesToday,
    title: '실버라이닝 각인 대기',
    status: 'IN_PROGRESS',
    done: 3,
    called: 1,
    waiting: 3,
  },
];

/** Waiting queues in every status with tickets in every status, one live ticket per user. */
export async function seedQueues(ctx: SeedContext): Promise<void> {
  const { tx, clock, users } = ctx;
  const r = randomFor('queues');
  const plans = QUEUE_PLANS.map((plan) => ({ plan, spot: spotAt(ctx, plan.position) })).filter(
    (q) => q.spot && (q.spot.isPublic || q.spot.isDeleted),
  );

  const queueRows = plans.map(({ plan, spot }) => ({
    spotId: spot!.id,
    title: plan.title,
    status: plan.status,
    teamCounter: plan.done + plan.called + plan.waiting,
    ...plan.rules,
    createdAt: spot!.row.activatedAt ?? clock.now,
    updatedAt: clock.ago({ minutes: r.int(1, 90) }),
  }));
  const queueIds = await insertReturningIds(tx, spotQueues, queueRows);
  count(ctx, 'spot_queues', queueIds.length);

  const tickets: (typeof queueTickets.$inferInsert)[] = [];
  plans.forEach(({ plan, spot }, qi) => {
    const total = plan.done + plan.called + plan.waiting;
    // Distinct users per queue keeps the one-active-ticket rule trivially true.
    const people = r.sample(users.regular, total);
    // A closed queue of an ended pop-up ran on its last day; the others ran today.
    const ended = spot!.period === 'E' && spot!.row.closeDate;
    const lineEnd = ended ? clock.at(spot!.row.closeDate!, 19) : clock.ago({ minutes: 3 });
    for (let k = 1; k <= total; k++) {
      const isDemo = plan.demo?.number === k;
      const userId = isDemo ? users.demoId : people[k - 1];
      let status: TicketStatus;
      if (isDemo) status = plan.demo!.status;
      else if (k <= plan.done)
        status = r.weighted([
          ['ENTERED', 0.78],
          ['CANCELED', 0.08],
          ['CANCELED_BY_MANAGER', 0.06],
          ['NO_SHOW', 0.08],
        ] as const);
      else if (k <= plan.done + plan.called) status = 'CALLED';
      else status = 'REGISTERED';
      // Tickets every ~6 minutes, the last one a few minutes before lineEnd.
      const createdAt = new Date(lineEnd.getTime() - (total - k + 1) * 6 * 60_000);
      const calledAt =
        status === 'REGISTERED' || status === 'CANCELED'
          ? null
          : clock.clampPast(new Date(createdAt.getTime() + 25 * 60_000));
      tickets.push({
        queueId: queueIds[qi],
        userId,
        ticketNumber: k,
        partySize: r.weighted([
          [1, 0.3],
          [2, 0.5],
          [3, 0.12],
          [4, 0.08],
        ] as const),
        status,
        calledAt: status === 'CALLED' ? clock.ago({ minutes: r.int(1, 8) }) : calledAt,
        enteredAt: status === 'ENTERED' ? clock.clampPast(new Date(createdAt.getTime() + 30 * 60_000)) : null,
        canceledAt:
          status === 'CANCELED' || status === 'CANCELED_BY_MANAGER' || status === 'NO_SHOW'
            ? clock.clampPast(new Date(createdAt.getTime() + 35 * 60_000))
            : null,
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
  count(ctx, 'queue_tickets', await insertAll(tx, queueTickets, tickets));
}

const SLOT_TIMES = ['11:00', '13:00', '15:00', '17:00', '19:00'];

/** Bookable slots of the Popspot-reservation pop-ups and bookings in every status. */
export async function seedPopspotReservations(ctx: SeedContext): Promise<void> {
  const { tx, clock, users } = ctx;
  const r = randomFor('reservations');
  const bookable = ctx.spots.filter((s) => s.row.isPopspotReservation && s.isPublic && !s.isExtra);

  const slotRows: (typeof reservationSlots.$inferInsert)[] = [];
  const slotMeta: { spotId: number; day: string; time: string; past: boolean; main: boolean }[] = [];
  for (const s of bookable) {
    const main = s.position === SPOT_CASE_INDEX.popspotReservation;
    const first = s.row.openDate > clock.day(-3) ? s.row.openDate : clock.day(-3);
    for (let d = 0; d < 10; d++) {
      const day = addDays(first, d);
      if (s.row.closeDate && day > s.row.closeDate) break;
      for (const time of SLOT_TIMES) {
        const [h, m] = time.split(':').map(Number);
        slotRows.push({
          spotId: s.id,
          visitDate: day,
          startTime: `${time}:00`,
          capacity: 12,
          reservedCount: 0,
          createdAt: clock.ago({ days: 14 }),
          updatedAt: clock.ago({ days: 14 }),
        });
        slotMeta.push({ spotId: s.id, day, time, past: clock.at(day, h, m) < clock.now, main });
      }
    }
  }

  const bookings: (typeof popspotReservations.$inferInsert)[] = [];
  const reserved = new Array<number>(slotRows.length).fill(0);
  const booked = new Set<string>();
  const book = (slot: number, userId: number, partySize: number, status: 'RESERVED' | 'CANCELED' | 'VISITED') => {
    if (status === 'RESERVED' && booked.has(`${slot}:${userId}`)) return;
    if (status !== 'CANCELED' && reserved[slot] + partySize > slotRows[slot].capacity) return;
    if (status === 'RESERVED') booked.add(`${slot}:${userId}`);
    if (status !== 'CANCELED') reserved[slot] += partySize;
    const meta = slotMeta[slot];
    const [h, m] = meta.time.split(':').map(Number);
    const createdAt = clock.clampPast(new Date(clock.at(meta.day, h, m).getTime() - r.int(1, 6) * 86_400_000));
    bookings.push({
      spotId: meta.spotId,
      slotId: slot,
      userId,
      partySize,
      status,
      canceledAt: status === 'CANCELED' ? clock.clampPast(new Date(createdAt.getTime() + 3_600_000)) : null,
      visitedAt: status === 'VISITED' ? clock.at(meta.day, h, m + 10) : null,
      createdAt,
      updatedAt: createdAt,
    });
  };

  slotMeta.forEach((meta, slot) => {
    const n = meta.main ? r.int(2, 6) : r.int(0, 2);
    for (const userId of r.sample(users.regular, n)) {
      const partySize = r.int(1, 3);
      if (meta.past) book(slot, userId, partySize, r.chance(0.85) ? 'VISITED' : 'CANCELED');
      else book(slot, userId, partySize, r.chance(0.85) ? 'RESERVED' : 'CANCELED');
    }
  });
  // The demo user: a coming visit (in two days, 15:00) and an earlier cancelled booking.
  const mainUpcoming = slotMeta.findIndex((m) => m.main && m.day === clock.day(2) && m.time === '15:00');
  if (mainUpcoming >= 0) book(mainUpcoming, users.demoId, 2, 'RESERVED');
  const mainPast = slotMeta.findIndex((m) => m.main && m.past);
  if (mainPast >= 0) book(mainPast, users.demoId, 1, 'CANCELED');

  slotRows.forEach((row, i) => (row.reservedCount = reserved[i]));
  const slotIds = await insertReturningIds(tx, reservationSlots, slotRows);
  count(ctx, 'reservation_slots', slotIds.length);
  for (const b of bookings) b.slotId = slotIds[b.slotId];
  count(ctx, 'popspot_reservations', await insertAll(tx, popspotReservations, bookings));
}
