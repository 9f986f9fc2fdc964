'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import {
  createQueueLineBodySchema,
  type CreateQueueLineBody,
  type EnterpriseQueueLine,
} from '@/api/contracts/enterprise-operations';
import { QueueRulesFields } from '@/components/shared/queue-rules-fields';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TRANSLATION_LOCALES, type TranslationLocale } from '@/lib/locales';

type Draft = {
  title: string;
  /** The name for English, Japanese and Chinese pages; blank: those pages show the Korean one. */
  names: Record<TranslationLocale, string>;
  remoteJoinEnabled: boolean;
  maxPartySize: string;
  noShowGraceMinutes: string;
  limitHours: boolean;
  opensAt: string;
  closesAt: string;
};

function draftOf(line?: EnterpriseQueueLine): Draft {
  return {
    title: line?.title ?? '',
    names: {
      en: line?.titleTranslations.en ?? '',
      ja: line?.titleTranslations.ja ?? '',
      zh: line?.titleTranslations.zh ?? '',
    },
    remoteJoinEnabled: line?.remoteJoinEnabled ?? true,
    maxPartySize: String(line?.maxPartySize ?? 8),
    noShowGraceMinutes: String(line?.noShowGraceMinutes ?? 5),
    limitHours: Boolean(line?.joinOpensAt),
    opensAt: line?.joinOpensAt ?? '10:00',
    closesAt: line?.joinClosesAt ?? '20:00',
  };
}

/**
 * A line's name (and, optionally, its name for English, Japanese and Chinese pages) and the
 * store's rules, for a new line or an existing one: the same contract
 * schema the API checks decides what the form accepts, so the bounds (1-20 people, 1-60
 * minutes, closing after opening) are stated once.
 */
export function QueueLineForm({
  line,
  pending,
  onSubmit,
  onCancel,
}: {
  line?: EnterpriseQueueLine;
  pending: boolean;
  onSubmit: (body: CreateQueueLineBody) => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('enterprise.operations.lineForm');
  const [draft, setDraft] = useState<Draft>(() => draftOf(line));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const idPrefix = line ? `line-${line.id}` : 'line-new';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createQueueLineBodySchema.safeParse({
      title: draft.title,
      // A blank name is no name: the pages in that language show the Korean one.
      titleTranslations: Object.fromEntries(
        TRANSLATION_LOCALES.map((locale) => [locale, draft.names[locale].trim() || null]),
      ),
      remoteJoinEnabled: draft.remoteJoinEnabled,
      maxPartySize: Number(draft.maxPartySize),
      noShowGraceMinutes: Number(draft.noShowGraceMinutes),
      joinHours: draft.limitHours ? { opensAt: draft.opensAt, closesAt: draft.closesAt } : null,
    });
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        // A name in another language by its locale ('titleTranslations.en'), anything else by its field.
        const key = issue.path
          .slice(0, issue.path[0] === 'titleTranslations' ? 2 : 1)
          .map(String)
          .join('.');
        found[key] ??=
          key === 'title'
            ? t('errors.title')
            : key.startsWith('titleTranslations.')
              ? t('errors.titleTranslation')
              : key === 'joinHours'
                ? t('errors.hours')
                : // maxPartySize, noShowGraceMinutes: QueueRulesFields words their bounds.
                  'invalid';
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextField
        label={t('title')}
        maxLength={40}
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
        error={errors.title}
        required
      />
      <fieldset className="flex flex-col gap-2" aria-describedby={`${idPrefix}-names-hint`}>
        <legend className="text-label font-semibold text-ink">{t('titleTranslations')}</legend>
        <p id={`${idPrefix}-names-hint`} className="text-caption text-ink-muted">
          {t('titleTranslationsHint')}
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          {TRANSLATION_LOCALES.map((locale) => (
            <TextField
              key={locale}
              lang={locale}
              label={t(`titleIn.${locale}`)}
              maxLength={40}
              value={draft.names[locale]}
              onChange={(e) => set({ names: { ...draft.names, [locale]: e.target.value } })}
              error={errors[`titleTranslations.${locale}`]}
            />
          ))}
        </div>
      </fieldset>
      <label className="flex min-h-tap items-center gap-2 text-body">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={draft.remoteJoinEnabled}
          onChange={(e) => set({ remoteJoinEnabled: e.target.checked })}
          aria-describedby={`${idPrefix}-remote-hint`}
        />
        {t('remoteJoin')}
      </label>
      <p id={`${idPrefix}-remote-hint`} className="-mt-2 text-caption text-ink-muted">
        {t('remoteJoinHint')}
      </p>
      <QueueRulesFields
        maxPartySize={{ value: draft.maxPartySize, onChange: (e) => set({ maxPartySize: e.target.value }) }}
        noShowGraceMinutes={{
          value: draft.noShowGraceMinutes,
          onChange: (e) => set({ noShowGraceMinutes: e.target.value }),
        }}
        errors={errors}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="text-label font-semibold text-ink">{t('joinHours')}</legend>
        <label className="flex min-h-tap items-center gap-2 text-body">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={draft.limitHours}
            onChange={(e) => set({ limitHours: e.target.checked })}
          />
          {t('limitHours')}
        </label>
        {draft.limitHours ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              type="time"
              label={t('opensAt')}
              value={draft.opensAt}
              onChange={(e) => set({ opensAt: e.target.value })}
            />
            <TextField
              type="time"
              label={t('closesAt')}
              value={draft.closesAt}
              onChange={(e) => set({ closesAt: e.target.value })}
              error={errors.joinHours}
            />
          </div>
        ) : (
          <p className="text-caption text-ink-muted">{t('anyHours')}</p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending}>
          {line ? t('save') : t('create')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
