import 'server-only';

export type Lang = 'ko' | 'en' | 'ja' | 'zh';

/** Translation rows exist for en/ja/zh only; Korean is the base row. */
export function translationLocaleOf(lang: Lang): 'en' | 'ja' | 'zh' | null {
  return lang === 'ko' ? null : lang;
}
