/**
 * A short name for a signed-in device from its user agent ("Chrome · Android", "Popspot app ·
 * iOS"), for the list of signed-in devices. Pure; null when nothing is recognised.
 */
const BROWSERS: [RegExp, string][] = [
  [/PopspotApp\//i, 'Popspot app'],
  [/SamsungBrowser\//i, 'Samsung Internet'],
  [/KAKAOTALK/i, 'KakaoTalk'],
  [/NAVER\(inapp/i, 'NAVER'],
  [/Edg(e|A|iOS)?\//i, 'Edge'],
  [/Whale\//i, 'Whale'],
  [/(OPR|Opera)\//i, 'Opera'],
  [/Firefox\/|FxiOS\//i, 'Firefox'],
  [/Chrome\/|CriOS\//i, 'Chrome'],
  [/Safari\//i, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/Windows/i, 'Windows'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];

export function deviceLabel(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const parts = [browser, system].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
