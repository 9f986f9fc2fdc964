'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { adminCompanyQueries } from '@/api/admin-companies';
import { AdminCompanyCard } from './admin-company-card';
import { CreateCompanyForm } from './create-company-form';

/**
 * /enterprise/admin/companies (admins): register a company, and the registered ones with
 * their e-mail domains. The form beside the list from laptop width, above it on a tablet.
 */
export function CompanyAdmin() {
  const t = useTranslations('enterprise.admin');
  const { data: companies = [] } = useQuery(adminCompanyQueries.list());
  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-title font-bold text-ink">{t('title')}</h1>
        <p className="text-body text-ink-muted">{t('description')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="create-company-title"
          className="flex flex-col gap-3 self-start rounded-card border border-line p-4"
        >
          <h2 id="create-company-title" className="text-lg font-bold">
            {t('create.title')}
          </h2>
          <CreateCompanyForm />
        </section>
        <section aria-labelledby="company-list-title" className="flex flex-col gap-3">
          <h2 id="company-list-title" className="text-lg font-bold">
            {t('list.title', { count: companies.length })}
          </h2>
          {companies.length === 0 ? (
            <p className="text-label text-ink-muted">{t('list.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {companies.map((company) => (
                <AdminCompanyCard key={company.id} company={company} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
