import 'server-only';
import type { TranslationLocale } from '../../../lib/locales';
import {
  popspotReservations,
  queueTickets,
  reservationSlots,
  reviews,
  spotQueues,
  spotQueueTranslations,
} from '../schema';
import { anyId } from '../sql/any-id';
import { addDays, type SeedClock } from './clock';
import { SPOT_CASE_INDEX } from './data/spots';
import { count, spotAt, type SeedContext, type SeededSpot } from './context';
import { insertAll, insertReturningIds } from './insert';
import { randomFor, type SeededRandom } from './random';

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
  /**
   * Finished days before today (see pastTickets), for the estimated wait and the best
   * time to go (decision 041): `days` days of about `perDay` teams, called every `pace`
   * minutes or so.
   */
  history?: { days: number; perDay: number; pace: number };
}

const QUEUE_PLANS: QueuePlan[] = [
  {
    position: SPOT_CASE_INDEX.flagship,
    title: '모노하우스 현장 웨이팅',
    history: { days: 21, perDay: 40, pace: 4 },
    status: 'IN_PROGRESS',
    done: 14,
    called: 2,
    waiting: 8,
    demo: { number: 20, status: 'REGISTERED' },
  },
  {
    position: 3,
    title: '버니블룸 입장 대기',
    history: { days: 14, perDay: 50, pace: 3 },
    status: 'IN_PROGRESS',
    done: 22,
    called: 3,
    waiting: 12,
    demo: { number: 4, status: 'ENTERED' },
  },
  {
    position: 11,
    title: '크럼앤코 픽업 대기',
    history: { days: 10, perDay: 20, pace: 6 },
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
    history: { days: 7, perDay: 15, pace: 8 },
    status: 'IN_PROGRESS',
    done: 6,
    called: 1,
    waiting: 2,
    // Taken at the door only: joining from the page is refused.
    rules: { remoteJoinEnabled: false },
  },
  {
    position: 15,
    title: '무무팜 카페 입장',
    status: 'READY',
    done: 5,
    called: 0,
    waiting: 0,
    history: { days: 5, perDay: 12, pace: 5 },
  },
  // No history: a line that says 'walk in now', with no chart of its own (decision 041).
  { position: 23, title: '코코도우 도넛 구매 줄', status: 'READY', done: 0, called: 0, waiting: 0 },
  {
    position: 26,
    title: '네온타이거 드롭 대기',
    status: 'HOLD',
    done: 10,
    called: 0,
    waiting: 6,
    history: { days: 10, perDay: 30, pace: 4 },
  },
  {
    position: 35,
    title: '젤리팝 입장 대기',
    status: 'CLOSED',
    done: 18,
    called: 0,
    waiting: 0,
    history: { days: 7, perDay: 25, pace: 5 },
  },
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
  {
    // Popspot's own lounge: its company's staff (the demo user) run this line from the
    // console (/console/queues), and it takes people from the page too.
    position: 30,
    title: '팝스팟 라운지 입장 대기',
    status: 'IN_PROGRESS',
    done: 8,
    called: 1,
    waiting: 2,
  },
];

/**
 * The lines' names on English, Japanese and Chinese pages, by the Korean name
 * (spot_queue_translations): brand names as the brand writes them, the rest translated.
 * Written for the seed, to be checked by a native reader.
 */
const QUEUE_TITLE_SEEDS: Record<string, Record<TranslationLocale, string>> = {
  '모노하우스 현장 웨이팅': { en: 'MONO HAUS on-site waiting', ja: 'MONO HAUS 現地順番待ち', zh: 'MONO HAUS 现场排队' },
  '버니블룸 입장 대기': { en: 'Bunny Bloom entry line', ja: 'バニーブルーム 入場待ち', zh: 'Bunny Bloom 入场排队' },
  '크럼앤코 픽업 대기': {
    en: 'CRUMB & CO pickup line',
    ja: 'クラムアンドコー 受け取り待ち',
    zh: 'CRUMB & CO 取货排队',
  },
  '팝스팟 룸 현장 입장': {
    en: 'Popspot Room walk-in entry',
    ja: 'ポップスポットルーム 現地入場',
    zh: 'Popspot Room 现场入场',
  },
  '무무팜 카페 입장': { en: 'Moomoo Farm Café entry', ja: 'ムームーファーム カフェ入場', zh: 'Moomoo Farm 咖啡馆入场' },
  '코코도우 도넛 구매 줄': {
    en: 'Coco Dough donut line',
    ja: 'ココドウ ドーナツ購入列',
    zh: 'Coco Dough 甜甜圈购买队伍',
  },
  '네온타이거 드롭 대기': { en: 'Neon Tiger drop line', ja: 'ネオンタイガー ドロップ待ち', zh: 'Neon Tiger 发售排队' },
  '젤리팝 입장 대기': { en: 'Jelly Pop entry line', ja: 'ジェリーポップ 入場待ち', zh: 'Jelly Pop 入场排队' },
  '민트초코단 입장 대기': {
    en: 'Mint Choco Club entry line',
    ja: 'ミントチョコ団 入場待ち',
    zh: '薄荷巧克力团 入场排队',
  },
  '실버라이닝 각인 대기': {
    en: 'Silver Lining engraving line',
    ja: 'シルバーライニング 刻印待ち',
    zh: 'Silver Lining 刻字排队',
  },
  '팝스팟 라운지 입장 대기': {
    en: 'Popspot Lounge entry line',
    ja: 'Popspotラウンジ 入場待ち',
    zh: 'Popspot休息室 入场排队',
  },
};

/** Waiting queues in every status with tickets in every status, one live ticket per user. */
export async function seedQueues(ctx: SeedContext): Promise<void> {
  const { tx, clock, users } = ctx;
  const r = randomFor('queues');
  const plans = QUEUE_PLANS.map((plan) => ({ plan, spot: spotAt(ctx, plan.position) })).filter(
    (q) => q.spot && (q.spot.isPublic || q.spot.isDeleted),
  );

  // Past days first (numbers 1..n), so that today's tickets have the line's highest numbers.
  const histories = await pastTickets(ctx, plans);
  const queueRows = plans.map(({ plan, spot }, qi) => ({
    spotId: spot!.id,
    title: plan.title,
    status: plan.status,
    teamCounter: histories[qi].length + plan.done + plan.called + plan.waiting,
    ...plan.rules,
    createdAt: spot!.row.activatedAt ?? clock.now,
    updatedAt: clock.ago({ minutes: r.int(1, 90) }),
  }));
  const queueIds = await insertReturningIds(tx, spotQueues, queueRows);
  count(ctx, 'spot_queues', queueIds.length);
  const names = plans.flatMap(({ plan }, qi) =>
    Object.entries(QUEUE_TITLE_SEEDS[plan.title] ?? {}).map(([locale, title]) => ({
      queueId: queueIds[qi],
      locale: locale as TranslationLocale,
      title,
    })),
  );
  count(ctx, 'spot_queue_translations', await insertAll(tx, spotQueueTranslations, names));

  const tickets: (typeof queueTickets.$inferInsert)[] = histories.flatMap((history, qi) =>
    history.map((ticket, i) => ({ ...ticket, queueId: queueIds[qi], ticketNumber: i + 1 })),
  );
  plans.forEach(({ plan, spot }, qi) => {
    const total = plan.done + plan.called + plan.waiting;
    const before = histories[qi].length;
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
        ticketNumber: before + k,
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

type HistoryTicket = Omit<typeof queueTickets.$inferInsert, 'queueId' | 'ticketNumber'>;

/** Arrivals by hour from 11:00 to 19:00 (lunch and mid-afternoon peaks). */
const HOUR_WEIGHTS = [0.6, 1.0, 1.4, 1.6, 1.5, 1.3, 1.1, 0.9, 0.6];
const HOUR_WEIGHT_SUM = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
/** By ISO weekday (index 1 Monday ... 7 Sunday): quiet early in the week, busy at weekends. */
const DAY_FACTORS = [0, 0.7, 0.8, 0.8, 0.9, 1.2, 1.6, 1.5];
const MINUTE_MS = 60_000;

/**
 * Each line's finished past days (plan.history), oldest first: arrivals through the day in
 * the hourly pattern, called first-in-first-out every `pace` minutes or so (sooner when
 * nobody waits), most entering a few minutes after the call, some cancelling before it and
 * some not coming (a no-show does not hold up the next call). The people are walk-ins and
 * users who did not review that pop-up, so the history verifies no seeded review (decision
 * 042 chooses those). Its own random stream: today's tickets stay what they were.
 */
async function pastTickets(
  ctx: SeedContext,
  plans: { plan: QueuePlan; spot: SeededSpot | undefined }[],
): Promise<HistoryTicket[][]> {
  const { tx, clock, users } = ctx;
  const h = randomFor('queue-history');
  const spotIds = plans.map((p) => p.spot!.id);
  const reviewed = await tx
    .selectDistinct({ spotId: reviews.spotId, userId: reviews.userId })
    .from(reviews)
    .where(anyId(reviews.spotId, spotIds));
  return plans.map(({ plan, spot }) => {
    if (!plan.history) return [];
    const reviewers = new Set(reviewed.filter((x) => x.spotId === spot!.id).map((x) => x.userId));
    const people = users.regular.filter((id) => !reviewers.has(id));
    const ended = spot!.period === 'E' && spot!.row.closeDate;
    const last = ended ? addDays(spot!.row.closeDate!, -1) : clock.day(-1);
    const tickets: HistoryTicket[] = [];
    for (let d = plan.history.days - 1; d >= 0; d--) {
      const day = addDays(last, -d);
      if (day >= spot!.row.openDate) tickets.push(...pastDay(plan.history, day, clock, h, people));
    }
    return tickets;
  });
}

function pastDay(
  history: NonNullable<QueuePlan['history']>,
  day: string,
  clock: SeedClock,
  h: SeededRandom,
  people: number[],
): HistoryTicket[] {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
  const arrivals: number[] = [];
  HOUR_WEIGHTS.forEach((weight, i) => {
    const n = Math.round(((history.perDay * weight) / HOUR_WEIGHT_SUM) * DAY_FACTORS[weekday] * h.float(0.75, 1.25));
    for (let j = 0; j < n; j++) arrivals.push(clock.at(day, 11 + i, h.int(0, 59)).getTime());
  });
  arrivals.sort((a, b) => a - b);

  let pace = 0; // the last call of a team that came: the next one follows at the line's pace
  let lastCall = 0; // calls keep number order
  return arrivals.map((created): HistoryTicket => {
    const userId = people.length && h.chance(0.5) ? h.pick(people) : null;
    const status = h.weighted([
      ['ENTERED', 0.82],
      ['NO_SHOW', 0.07],
      ['CANCELED', 0.08],
      ['CANCELED_BY_MANAGER', 0.03],
    ] as const);
    const ticket = {
      userId,
      source: userId === null ? ('WALK_IN' as const) : h.chance(0.6) ? ('REMOTE' as const) : ('ON_SITE' as const),
      partySize: h.weighted([
        [1, 0.3],
        [2, 0.5],
        [3, 0.12],
        [4, 0.08],
      ] as const),
      status,
      createdAt: new Date(created),
    };
    if (status === 'CANCELED' || status === 'CANCELED_BY_MANAGER') {
      const canceledAt = new Date(created + h.int(5, 40) * MINUTE_MS);
      return { ...ticket, canceledAt, updatedAt: canceledAt };
    }
    const call = Math.max(
      created + h.int(2, 5) * MINUTE_MS,
      pace + history.pace * h.float(0.5, 1.5) * MINUTE_MS,
      lastCall,
    );
    lastCall = call;
    if (status === 'NO_SHOW') {
      const canceledAt = new Date(call + h.int(5, 10) * MINUTE_MS);
      return { ...ticket, calledAt: new Date(call), canceledAt, updatedAt: canceledAt };
    }
    pace = call;
    const enteredAt = new Date(call + h.int(1, 4) * MINUTE_MS);
    return { ...ticket, calledAt: new Date(call), enteredAt, updatedAt: enteredAt };
  });
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
