'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { useAddCompanyDomain, useRemoveCompanyDomain } from '@/api/admin-companies';
import type { AdminCompany } from '@/api/contracts/admin-companies';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@/i18n/navigation';
import { COMPANY_DOMAIN_PATTERN } from '@/lib/company-inputs';
import { showToast } from '@/stores/toast-store';
import { InviteMemberForm } from './invite-member-form';

const formatBrn = (digits: string) => `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;

/**
 * One registered company for the admin: its particulars, its e-mail domains (add one, remove
 * one after a confirmation), its members page, and inviting its owner.
 */
export function AdminCompanyCard({ company }: { company: AdminCompany }) {
  const t = useTranslations('enterprise.admin.list');
  const addDomain = useAddCompanyDomain();
  const removeDomain = useRemoveCompanyDomain();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: number; domain: string } | null>(null);
  const titleId = `company-${company.id}-title`;

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const value = domain.trim().toLowerCase();
    if (!COMPANY_DOMAIN_PATTERN.test(value)) return setError(t('domainInvalid'));
    setError(null);
    addDomain.mutate(
      { companyId: company.id, domain: value },
      {
        onSuccess: () => {
          showToast({ message: t('domainAdded', { domain: value }) });
          setDomain('');
        },
        onError: (failure) => {
          if (ApiError.is(failure, 'COMPANY_DOMAIN_TAKEN')) setError(t('domainTaken'));
        },
      },
    );
  };

  return (
    <li className="flex flex-col gap-3 rounded-card border border-line p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h3 id={titleId} className="text-lg font-bold break-words text-ink">
            {company.name}
          </h3>
          <p className="text-label text-ink-muted">
            {t('brn', { brn: formatBrn(company.businessRegistrationNumber) })} · {company.email} ·{' '}
            {t('members', { count: company.memberCount })}
          </p>
        </div>
        <Link
          href={`/enterprise/members?company=${company.id}`}
          className={buttonClassName({ variant: 'outline', size: 'sm' })}
        >
          {t('viewMembers')}
        </Link>
      </div>
      <div className="flex flex-col gap-2">
        <h4 className="text-label font-semibold text-ink">{t('domains')}</h4>
        {company.domains.length === 0 ? (
          <p className="text-label text-ink-muted">{t('noDomains')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {company.domains.map((d) => (
              <li key={d.id} className="inline-flex items-center gap-1 rounded-full bg-canvas ps-3 text-label">
                {d.domain}
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('removeDomain', { domain: d.domain })}
                  onClick={() => setRemoving(d)}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
        <form noValidate onSubmit={add} className="flex flex-wrap items-end gap-2">
          <TextField
            label={t('addDomainLabel', { name: company.name })}
            className="min-w-48 flex-1"
            value={domain}
            placeholder="company.co.kr"
            onChange={(event) => setDomain(event.target.value)}
            error={error ?? undefined}
            errorAnnouncement="alert"
            maxLength={253}
          />
          <Button type="submit" variant="outline" loading={addDomain.isPending}>
            {t('add')}
          </Button>
        </form>
      </div>
      <details className="rounded-control bg-canvas p-3">
        <summary className="min-h-tap cursor-pointer content-center font-semibold">{t('inviteOwner')}</summary>
        <div className="pt-3">
          <InviteMemberForm companyId={company.id} domains={company.domains.map((d) => d.domain)} defaultRole="OWNER" />
        </div>
      </details>
      {removing ? (
        <ConfirmDialog
          tone="danger"
          title={t('removeConfirm.title', { domain: removing.domain })}
          description={t('removeConfirm.description')}
          confirmLabel={t('removeConfirm.confirm')}
          cancelLabel={t('removeConfirm.cancel')}
          pending={removeDomain.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() =>
            removeDomain.mutate(
              { companyId: company.id, domainId: removing.id },
              {
                onSuccess: () => showToast({ message: t('domainRemoved', { domain: removing.domain }) }),
                onSettled: () => setRemoving(null),
              },
            )
          }
        />
      ) : null}
    </li>
  );
}
