'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import type { CompanyRole } from '@/api/contracts/enterprise';
import { useInviteMember } from '@/api/enterprise';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { domainOf, looksLikeEmail, normalizeEmail } from '@/lib/company-inputs';
import type { Locale } from '@/lib/locales';
import { showToast } from '@/stores/toast-store';
import { RoleSelect } from './role-select';

/**
 * Invite a work address (at one of the company's domains) with a role: the invitation is
 * mailed in the inviter's language, and whoever verifies the address joins with that role.
 * An address outside the company's domains, or a member's, is said beside the field.
 */
export function InviteMemberForm({
  companyId,
  domains,
  defaultRole = 'STAFF',
  titleId,
}: {
  companyId: number;
  domains: string[];
  defaultRole?: CompanyRole;
  titleId?: string;
}) {
  const t = useTranslations('enterprise.members.invite');
  const lang = useLocale() as Locale;
  const invite = useInviteMember(companyId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>(defaultRole);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const address = normalizeEmail(email);
    if (!looksLikeEmail(address)) return setError(t('emailInvalid'));
    if (!domains.includes(domainOf(address))) return setError(t('outsideDomains', { domains: domains.join(', ') }));
    setError(null);
    invite.mutate(
      { email: address, role, lang },
      {
        onSuccess: () => {
          showToast({ message: t('sent', { email: address }) });
          setEmail('');
        },
        onError: (failure) => {
          if (ApiError.is(failure, 'CONFLICT')) setError(t('alreadyMember'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={titleId} className="flex flex-col gap-3">
      <TextField
        label={t('email')}
        hint={domains.length ? t('emailHint', { domains: domains.join(', ') }) : t('noDomains')}
        type="email"
        inputMode="email"
        autoComplete="off"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={error ?? undefined}
        errorAnnouncement="alert"
        maxLength={254}
      />
      <RoleSelect label={t('role')} value={role} onChange={setRole} />
      <Button type="submit" loading={invite.isPending} disabled={domains.length === 0}>
        {t('submit')}
      </Button>
    </form>
  );
}
