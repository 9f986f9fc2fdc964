'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/api/api-error';
import { useCreateCompany } from '@/api/admin-companies';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import {
  BRN_PATTERN,
  COMPANY_DOMAIN_PATTERN,
  looksLikeEmail,
  normalizeBrn,
  normalizeEmail,
} from '@/lib/company-inputs';
import { showToast } from '@/stores/toast-store';

type Field = 'name' | 'businessRegistrationNumber' | 'email' | 'domains';
const EMPTY: Record<Field, string> = { name: '', businessRegistrationNumber: '', email: '', domains: '' };

/**
 * Register a company: name, business registration number (10 digits, dashes allowed),
 * contact address and its e-mail domains (comma-separated). Checked here first; a name, a
 * number or a domain another company has is said beside its field.
 */
export function CreateCompanyForm() {
  const t = useTranslations('enterprise.admin.create');
  const create = useCreateCompany();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [field]: event.target.value }),
    error: errors[field],
    errorAnnouncement: 'alert' as const,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      name: values.name.trim(),
      businessRegistrationNumber: normalizeBrn(values.businessRegistrationNumber),
      email: normalizeEmail(values.email),
      domains: values.domains
        .toLowerCase()
        .split(/[,\s]+/)
        .filter(Boolean),
    };
    const next: Partial<Record<Field, string>> = {};
    if (!body.name) next.name = t('nameRequired');
    if (!BRN_PATTERN.test(body.businessRegistrationNumber)) next.businessRegistrationNumber = t('brnInvalid');
    if (!looksLikeEmail(body.email)) next.email = t('emailInvalid');
    if (!body.domains.every((d) => COMPANY_DOMAIN_PATTERN.test(d))) next.domains = t('domainInvalid');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    create.mutate(body, {
      onSuccess: (company) => {
        showToast({ message: t('created', { name: company.name }) });
        setValues(EMPTY);
      },
      onError: (failure) => {
        if (ApiError.is(failure, 'COMPANY_NAME_TAKEN')) setErrors({ name: t('nameTaken') });
        if (ApiError.is(failure, 'COMPANY_BRN_TAKEN')) setErrors({ businessRegistrationNumber: t('brnTaken') });
        if (ApiError.is(failure, 'COMPANY_DOMAIN_TAKEN')) setErrors({ domains: t('domainTaken') });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="create-company-title" className="flex flex-col gap-3">
      <TextField label={t('name')} maxLength={100} autoComplete="organization" {...bind('name')} />
      <TextField
        label={t('brn')}
        hint={t('brnHint')}
        inputMode="numeric"
        maxLength={12}
        {...bind('businessRegistrationNumber')}
      />
      <TextField label={t('email')} type="email" inputMode="email" maxLength={254} {...bind('email')} />
      <TextField label={t('domains')} hint={t('domainsHint')} maxLength={1000} {...bind('domains')} />
      <Button type="submit" loading={create.isPending}>
        {t('submit')}
      </Button>
    </form>
  );
}
