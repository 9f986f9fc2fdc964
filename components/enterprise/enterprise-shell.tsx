import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { MyEnterprise } from '@/api/contracts/enterprise';
import { EnterpriseNav, type EnterpriseNavItem } from './enterprise-nav';

/**
 * The company console's frame (app/[lang]/enterprise/layout.tsx): wider than the app's
 * 480px column from tablet width up, the console's name, whose console it is, and the
 * sections the viewer's role opens: pop-ups for every member, members and the activity log
 * for managers and owners, companies for admins. Someone who is neither a member nor an
 * admin (the join flow) sees no sections. A server component.
 */
export function EnterpriseShell({ viewer, children }: { viewer: MyEnterprise | null; children: ReactNode }) {
  const t = useTranslations('enterprise.shell');
  const roles = useTranslations('enterprise.memberRoles');
  const membership = viewer?.membership ?? null;
  const manager = viewer?.isAdmin || membership?.role === 'OWNER' || membership?.role === 'MANAGER';
  const items: EnterpriseNavItem[] = [];
  if (membership || viewer?.isAdmin) {
    items.push({ href: '/enterprise', label: t('nav.popups'), sections: ['/enterprise/popups'] });
  }
  if (manager) {
    items.push({ href: '/enterprise/members', label: t('nav.members'), sections: ['/enterprise/members'] });
    items.push({ href: '/enterprise/audit', label: t('nav.audit'), sections: ['/enterprise/audit'] });
  }
  if (viewer?.isAdmin) {
    items.push({ href: '/enterprise/admin/companies', label: t('nav.companies'), sections: ['/enterprise/admin'] });
  }

  return (
    <div className="bg-surface md:relative md:left-1/2 md:w-[calc(100vw-2rem)] md:max-w-6xl md:-translate-x-1/2">
      <div className="flex flex-col gap-3 px-gutter pt-4 md:px-6">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-label text-ink-muted">
          <span className="font-bold text-ink">{t('title')}</span>
          {membership ? (
            <span>{t('signedInAs', { company: membership.company.name, role: roles(membership.role) })}</span>
          ) : null}
          {viewer?.isAdmin ? (
            <span className="rounded-full bg-canvas px-2 py-0.5 font-semibold text-ink">{t('admin')}</span>
          ) : null}
        </p>
        {items.length > 0 ? <EnterpriseNav label={t('navLabel')} items={items} /> : null}
      </div>
      <div className="px-gutter pt-4 pb-12 md:px-6">{children}</div>
    </div>
  );
}
