/**
 * When a pop-up is open, read from its hours as companies write them ('매일 10:00 - 20:00',
 * '화-일 08:00 - 20:00' + '월요일 휴무', '평일 …' / '주말 …', '브레이크타임 15:00 - 17:00',
 * '19:00 - 02:00' past midnight). The best time to go must never recommend an hour the store
 * is closed (issue 31). Lines it cannot read are skipped; with no time at all the hours are
 * unknown (null) and nothing is ruled out.
 */

/** ISO weekday 1 (Monday) … 7 (Sunday) → for each hour 0–23, whether the store is open at some point in it. */
export type WeekOpenHours = Record<number, boolean[]>;

const DAY_CHARS = '월화수목금토일';
// A day on its own, not a syllable of another word ('평일', '공휴일', '일부', '수량').
const DAY = `(?<![가-힣])[${DAY_CHARS}](?:요일)?(?![가-힣])`;
const TIME_RANGE = /(\d{1,2}):(\d{2})\s*[-~–—]\s*(\d{1,2}):(\d{2})/;
const DAY_RANGE = new RegExp(`(${DAY})\\s*[-~–—]\\s*(${DAY})`);
const DAY_LIST = new RegExp(`${DAY}(?:\\s*[,·/]\\s*${DAY})*`);
const CLOSED = /휴무|휴관|휴일|쉽니다|closed/i;
const BREAK = /브레이크|break|휴게/i;
const MINUTES_PER_DAY = 24 * 60;
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

function dayNumber(token: string): number {
  return DAY_CHARS.indexOf(token[0]) + 1;
}

/** The days a line speaks of, or null when it names none (then it is about every day). */
function daysOf(line: string): number[] | null {
  if (/매일|연중무휴|everyday|daily/i.test(line)) return ALL_DAYS;
  const days = new Set<number>();
  if (line.includes('평일')) [1, 2, 3, 4, 5].forEach((d) => days.add(d));
  if (line.includes('주말')) [6, 7].forEach((d) => days.add(d));
  const range = DAY_RANGE.exec(line);
  if (range) {
    const [from, to] = [dayNumber(range[1]), dayNumber(range[2])];
    // '금-월' wraps over the weekend.
    for (let d = from; ; d = (d % 7) + 1) {
      days.add(d);
      if (d === to) break;
    }
  } else {
    const list = DAY_LIST.exec(line.replace(TIME_RANGE, ''));
    list?.[0].split(/[,·/]/).forEach((token) => days.add(dayNumber(token.trim())));
  }
  return days.size ? [...days].sort() : null;
}

function timeRange(line: string): [number, number] | null {
  const m = TIME_RANGE.exec(line);
  if (!m) return null;
  const from = Number(m[1]) * 60 + Number(m[2]);
  let to = Number(m[3]) * 60 + Number(m[4]);
  if (from >= MINUTES_PER_DAY || to > MINUTES_PER_DAY) return null;
  // '19:00 - 02:00' closes the next morning.
  if (to <= from) to += MINUTES_PER_DAY;
  return [from, to];
}

/** Opening hours by weekday and hour, or null when no line gives a time. */
export function parseOpeningHours(lines: readonly string[]): WeekOpenHours | null {
  // Minutes of a week, Monday 00:00 first; set on the lines that give times.
  const week = new Uint8Array(7 * MINUTES_PER_DAY);
  const set = (day: number, [from, to]: [number, number], value: 0 | 1) => {
    const start = (day - 1) * MINUTES_PER_DAY;
    for (let m = from; m < to; m++) week[(start + m) % week.length] = value;
  };
  const breaks: { days: number[]; range: [number, number] }[] = [];
  const closedDays = new Set<number>();
  let known = false;
  for (const line of lines) {
    const days = daysOf(line);
    const range = timeRange(line);
    if (BREAK.test(line)) {
      if (range) breaks.push({ days: days ?? ALL_DAYS, range });
    } else if (CLOSED.test(line) && !range) {
      (days ?? []).forEach((d) => closedDays.add(d));
    } else if (range) {
      known = true;
      for (const day of days ?? ALL_DAYS) set(day, range, 1);
    }
  }
  if (!known) return null;
  for (const { days, range } of breaks) for (const day of days) set(day, range, 0);
  for (const day of closedDays) set(day, [0, MINUTES_PER_DAY], 0);
  const out: WeekOpenHours = {};
  for (const day of ALL_DAYS) {
    const start = (day - 1) * MINUTES_PER_DAY;
    out[day] = Array.from({ length: 24 }, (_, hour) =>
      week.subarray(start + hour * 60, start + hour * 60 + 60).some(Boolean),
    );
  }
  return out;
}
