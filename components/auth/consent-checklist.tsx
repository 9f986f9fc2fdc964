'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import {
  CONSENT_DOCUMENT,
  OPTIONAL_CONSENTS,
  PROMOTION_CONSENTS,
  REQUIRED_CONSENTS,
  type ConsentItem,
} from '@/lib/consent-items';
import { termsPath } from '@/lib/terms/paths';

export type ConsentAnswers = Record<ConsentItem, boolean>;

/**
 * The sign-up consent items as a checklist: "agree to all", the required ones, then the
 * optional ones with the marketing channels under marketing (a channel needs marketing;
 * unticking marketing unticks them). Each item with a document links to its full text.
 */
export function ConsentChecklist({
  answers,
  onChange,
}: {
  answers: ConsentAnswers;
  onChange: (answers: ConsentAnswers) => void;
}) {
  const t = useTranslations('consentItems');
  const tDocs = useTranslations('terms.documents');
  const all = Object.values(answers).every(Boolean);
  const set = (item: ConsentItem, checked: boolean) => {
    const next = { ...answers, [item]: checked };
    if (item === 'MARKETING') for (const channel of PROMOTION_CONSENTS) next[channel] = checked;
    if (PROMOTION_CONSENTS.includes(item as (typeof PROMOTION_CONSENTS)[number]) && checked) next.MARKETING = true;
    onChange(next);
  };
  const setAll = (checked: boolean) =>
    onChange(Object.fromEntries(Object.keys(answers).map((item) => [item, checked])) as ConsentAnswers);

  const row = (item: ConsentItem, kind: 'required' | 'optional') => {
    const document = CONSENT_DOCUMENT[item];
    return (
      <li key={item} className="flex items-center justify-between gap-2">
        <label className="inline-flex min-h-tap flex-1 items-center gap-3 text-body">
          <input
            type="checkbox"
            checked={answers[item]}
            onChange={(event) => set(item, event.target.checked)}
            className="size-5 accent-brand"
          />
          <span>
            <span className={kind === 'required' ? 'text-brand' : 'text-ink-muted'}>[{t(kind)}]</span> {t(item)}
          </span>
        </label>
        {document && !item.startsWith('PROMOTION_') ? (
          <Link
            href={termsPath(document)}
            target="_blank"
            className="inline-flex min-h-tap shrink-0 items-center text-label text-ink-muted underline underline-offset-2"
            aria-label={t('view', { name: tDocs(document) })}
          >
            {t('viewShort')}
          </Link>
        ) : null}
      </li>
    );
  };

  return (
    <div className="flex flex-col gap-3">
      {/* A row like the items under it (same box, same type), set apart by weight and a rule
          under it rather than a card of its own, which read as a different kind of control. */}
      <label className="flex min-h-tap items-center gap-3 border-b border-line pb-3 text-body">
        <input
          type="checkbox"
          checked={all}
          onChange={(event) => setAll(event.target.checked)}
          className="size-5 accent-brand"
        />
        <span>
          <span className="font-semibold">{t('agreeAll')}</span>
          <span className="block text-label text-ink-muted">{t('agreeAllHint')}</span>
        </span>
      </label>
      <ul className="flex flex-col">{REQUIRED_CONSENTS.map((item) => row(item, 'required'))}</ul>
      <ul className="flex flex-col">
        {OPTIONAL_CONSENTS.filter((item) => !item.startsWith('PROMOTION_')).map((item) => row(item, 'optional'))}
      </ul>
      <fieldset className="ms-8">
        <legend className="text-label text-ink-muted">{t('channels')}</legend>
        <ul className="flex flex-wrap gap-x-4">
          {PROMOTION_CONSENTS.map((item) => (
            <li key={item}>
              <label className="inline-flex min-h-tap items-center gap-2 text-label">
                <input
                  type="checkbox"
                  checked={answers[item]}
                  onChange={(event) => set(item, event.target.checked)}
                  className="size-5 accent-brand"
                />
                {t(item)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
