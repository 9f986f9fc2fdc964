'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { enterpriseQueries, useSendVerificationCode } from '@/api/enterprise';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@/i18n/navigation';
import { looksLikeEmail, normalizeEmail } from '@/lib/company-inputs';
import type { Locale } from '@/lib/locales';
import { JoinCodeStep } from './join-code-step';
import { joinErrorKey } from './join-errors';

/**
 * /enterprise/join: a work address, then the six-digit code mailed to it. Every refusal is
 * said beside the field it concerns, in the reader's words (unknown company domain, mail not
 * sent, too many requests, wrong or expired code, locked out). A code already sent (this
 * page reopened) continues at the code step. `mailboxHref`: the demo's captured-mail page.
 */
export function JoinFlow({ mailboxHref }: { mailboxHref?: string }) {
  const t = useTranslations('enterprise.join');
  const roles = useTranslations('enterprise.memberRoles');
  const lang = useLocale() as Locale;
  const { data: me } = useQuery(enterpriseQueries.me());
  const send = useSendVerificationCode();
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (me?.membership) {
    return (
      <section aria-labelledby="join-done-title" className="flex flex-col gap-3 py-6">
        <h1 id="join-done-title" className="text-title font-bold text-ink">
          {t('done.title')}
        </h1>
        <p role="status" className="text-body text-ink-muted">
          {t('done.description', { company: me.membership.company.name, role: roles(me.membership.role) })}
        </p>
        <Link href="/enterprise" className={buttonClassName({ className: 'self-start' })}>
          {t('done.toConsole')}
        </Link>
      </section>
    );
  }

  const pending = me?.pending ?? null;
  const showCode = Boolean(pending && !editing);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!looksLikeEmail(address)) return setError(t('emailInvalid'));
    setError(null);
    send.mutate(
      { email: address, lang },
      {
        onSuccess: () => setEditing(false),
        onError: (failure) => setError(t(joinErrorKey(failure instanceof ApiError ? failure.code : 0))),
      },
    );
  };

  return (
    <section aria-labelledby="join-title" className="mx-auto flex max-w-xl flex-col gap-4 py-4">
      <div className="flex flex-col gap-1">
        <h1 id="join-title" className="text-title font-bold text-ink">
          {t('title')}
        </h1>
        <p className="text-body text-ink-muted">{t('description')}</p>
      </div>
      {showCode && pending ? (
        <JoinCodeStep pending={pending} onChangeEmail={() => setEditing(true)} />
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-3">
          <TextField
            label={t('emailLabel')}
            hint={t('emailHint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error ?? undefined}
            errorAnnouncement="alert"
            maxLength={254}
            required
          />
          <Button type="submit" size="lg" fullWidth loading={send.isPending}>
            {t('send')}
          </Button>
          {pending ? (
            <Button variant="ghost" onClick={() => setEditing(false)}>
              {t('backToCode')}
            </Button>
          ) : null}
        </form>
      )}
      {mailboxHref ? (
        <p className="rounded-card bg-canvas p-3 text-label text-ink-muted">
          {t('mailboxHint')}{' '}
          <Link href={mailboxHref} className="font-semibold text-ink underline">
            {t('mailboxLink')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
