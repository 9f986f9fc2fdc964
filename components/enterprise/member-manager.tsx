'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import type { CompanyMember } from '@/api/contracts/enterprise';
import { enterpriseQueries, useChangeMemberRole, useRemoveMember, useWithdrawInvitation } from '@/api/enterprise';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRouter } from '@/i18n/client-navigation';
import { showToast } from '@/stores/toast-store';
import { InviteMemberForm } from './invite-member-form';
import { RoleSelect } from './role-select';

/**
 * /enterprise/members: the company's verified members (owners first) and its open
 * invitations. Owners (and admins) invite, change roles, remove (after a confirmation) and
 * withdraw invitations; managers read. Keeping one owner is the API's rule (its refusal is
 * said in a toast). Two columns from laptop width: the members, then inviting.
 */
export function MemberManager({ companyId }: { companyId: number }) {
  const t = useTranslations('enterprise.members');
  const roles = useTranslations('enterprise.memberRoles');
  const format = useFormatter();
  const router = useRouter();
  const { data } = useQuery(enterpriseQueries.members(companyId));
  const changeRole = useChangeMemberRole(companyId);
  const remove = useRemoveMember(companyId);
  const withdraw = useWithdrawInvitation(companyId);
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  if (!data) return null;

  const date = (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: 'medium' }) : '');
  const confirmRemove = () => {
    if (!removing) return;
    const { nickname } = removing;
    remove.mutate(removing.id, {
      onSuccess: (list) => {
        showToast({ message: t('remove.done', { name: nickname }) });
        if (!list) router.push('/enterprise');
      },
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h1 className="text-title font-bold text-ink">{t('title')}</h1>
        <p className="text-body text-ink-muted">{t('description', { company: data.company.name })}</p>
        <p className="text-label text-ink-muted">{t('domains', { domains: data.company.domains.join(', ') || '-' })}</p>
        {!data.canManage ? <p className="text-label text-ink-muted">{t('readOnly')}</p> : null}
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="members-list-title" className="flex flex-col gap-2">
          <h2 id="members-list-title" className="text-lg font-bold">
            {t('list.title', { count: data.members.length })}
          </h2>
          <ul className="flex flex-col divide-y divide-line rounded-card border border-line">
            {data.members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center gap-3 p-3">
                <div className="flex min-w-0 flex-1 flex-col">
                  <p className="font-semibold break-words text-ink">
                    {member.nickname}
                    {member.id === data.viewerMemberId ? (
                      <span className="ms-2 text-label font-normal text-ink-muted">{t('list.you')}</span>
                    ) : null}
                  </p>
                  <p className="text-label break-all text-ink-muted">{member.email}</p>
                  <p className="text-label text-ink-muted">{t('list.verifiedAt', { date: date(member.verifiedAt) })}</p>
                </div>
                {data.canManage ? (
                  <div className="flex items-end gap-2">
                    <RoleSelect
                      label={t('list.roleLabel', { name: member.nickname })}
                      hideLabel
                      value={member.role}
                      disabled={changeRole.isPending}
                      onChange={(role) =>
                        changeRole.mutate(
                          { memberId: member.id, role },
                          {
                            onSuccess: () =>
                              showToast({ message: t('list.changed', { name: member.nickname, role: roles(role) }) }),
                          },
                        )
                      }
                    />
                    <Button
                      variant="outline"
                      aria-label={t('list.removeLabel', { name: member.nickname })}
                      onClick={() => setRemoving(member)}
                    >
                      {t('list.remove')}
                    </Button>
                  </div>
                ) : (
                  <span className="rounded-full bg-canvas px-3 py-1 text-label font-semibold">
                    {roles(member.role)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
        <div className="flex flex-col gap-6">
          {data.canManage ? (
            <section aria-labelledby="invite-title" className="flex flex-col gap-3 rounded-card border border-line p-4">
              <h2 id="invite-title" className="text-lg font-bold">
                {t('invite.title')}
              </h2>
              <InviteMemberForm companyId={companyId} domains={data.company.domains} titleId="invite-title" />
            </section>
          ) : null}
          <section aria-labelledby="invitations-title" className="flex flex-col gap-2">
            <h2 id="invitations-title" className="text-lg font-bold">
              {t('invitations.title')}
            </h2>
            {data.invitations.length === 0 ? (
              <p className="text-label text-ink-muted">{t('invitations.empty')}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line rounded-card border border-line">
                {data.invitations.map((invitation) => (
                  <li key={invitation.id} className="flex flex-wrap items-center gap-3 p-3">
                    <div className="flex min-w-0 flex-1 flex-col">
                      <p className="font-semibold break-all text-ink">{invitation.email}</p>
                      <p className="text-label text-ink-muted">
                        {roles(invitation.role)} ·{' '}
                        {t('invitations.invitedBy', {
                          name: invitation.invitedBy ?? '-',
                          date: date(invitation.createdAt),
                        })}
                      </p>
                    </div>
                    {data.canManage ? (
                      <Button
                        variant="ghost"
                        aria-label={t('invitations.withdrawLabel', { email: invitation.email })}
                        loading={withdraw.isPending && withdraw.variables === invitation.id}
                        onClick={() =>
                          withdraw.mutate(invitation.id, {
                            onSuccess: () => showToast({ message: t('invitations.withdrawn') }),
                          })
                        }
                      >
                        {t('invitations.withdraw')}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </div>
      {removing ? (
        <ConfirmDialog
          tone="danger"
          title={t('remove.title', { name: removing.nickname })}
          description={t('remove.description')}
          confirmLabel={t('remove.confirm')}
          cancelLabel={t('remove.cancel')}
          pending={remove.isPending}
          onConfirm={confirmRemove}
          onCancel={() => setRemoving(null)}
        />
      ) : null}
    </div>
  );
}
