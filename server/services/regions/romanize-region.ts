import 'server-only';
import { romanize } from 'es-hangul';

/** Administrative units written after a hyphen in official romanized names (Seongdong-gu). */
const UNIT = /^(.+?)(시|군|구|읍|면|동|리|가)$/;

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** One word of a district name: '성동구' → 'Seongdong-gu', '성수동1가' → 'Seongsu-dong 1-ga'. */
function romanizeWord(word: string): string {
  // A lot number with a unit ('1가') after a dong name: split it off first.
  const numbered = /^(.*?)(\d+)(가|로|길)$/.exec(word);
  if (numbered && numbered[1]) return `${romanizeWord(numbered[1])} ${numbered[2]}-${romanize(numbered[3])}`;
  const unit = UNIT.exec(word);
  if (unit) return `${capitalize(romanize(unit[1]))}-${romanize(unit[2])}`;
  return capitalize(romanize(word));
}

/**
 * A Korean district name in Revised Romanization (es-hangul's romanize, the Ministry's
 * rules), shaped like the official names: the unit after a hyphen, each word capitalized.
 * Only a fallback for a region without a stored English name (region_translations): the
 * official name can differ (e.g. '1(il)-ga'). Server side only, so the library never
 * reaches the browser.
 */
export function romanizeRegionName(korean: string, depth: 1 | 2 | 3): string {
  const name = korean.trim();
  if (depth === 1) {
    // Provinces: official English drops 특별시/광역시 (Seoul, Daegu) and hyphenates 도
    // (Gyeonggi-do). Short forms ('대구', '광주') are never split: their last syllable is
    // part of the name, not a unit.
    const city = /^(.+?)(특별자치시|특별시|광역시)$/.exec(name);
    if (city) return capitalize(romanize(city[1]));
    const province = /^(.+?)(특별자치도|도)$/.exec(name);
    if (province && province[1].length >= 2) return `${capitalize(romanize(province[1]))}-do`;
    return capitalize(romanize(name));
  }
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => (/[가-힣]/.test(word) ? romanizeWord(word) : word))
    .join(' ');
}
