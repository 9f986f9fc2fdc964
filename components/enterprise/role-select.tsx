'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { CompanyRole } from '@/api/contracts/enterprise';
import { COMPANY_ROLES } from '@/lib/company-inputs';
import { cx } from '@/lib/cx';

type Props = {
  label: string;
  /** Keep the label for screen readers only (a row whose name says whose role it is). */
  hideLabel?: boolean;
  value: CompanyRole;
  onChange: (role: CompanyRole) => void;
  disabled?: boolean;
};

/** A member role, chosen with the platform's own select (keyboard and screen readers for free). */
export function RoleSelect({ label, hideLabel, value, onChange, disabled }: Props) {
  const roles = useTranslations('enterprise.memberRoles');
  const id = useId();
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className={cx('mb-1.5 text-label font-semibold text-ink', hideLabel && 'sr-only')}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as CompanyRole)}
        className="min-h-tap rounded-control border border-line-strong bg-surface px-3 text-body disabled:opacity-60"
      >
        {COMPANY_ROLES.map((role) => (
          <option key={role} value={role}>
            {roles(role)}
          </option>
        ))}
      </select>
    </div>
  );
}
