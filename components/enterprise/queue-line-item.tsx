'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EnterpriseQueueLine } from '@/api/contracts/enterprise-operations';
import { useDeleteQueueLine, useUpdateQueueLine } from '@/api/enterprise-operations';
import { Button } from '@/components/ui/button';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Link } from '@/i18n/navigation';
import { showToast } from '@/stores/toast-store';
import { QueueLineForm } from './queue-line-form';

/** One line: its status and rules, the way to its operator console, and (for managers) edit and delete. */
export function QueueLineItem({
  spotId,
  line,
  canManage,
}: {
  spotId: number;
  line: EnterpriseQueueLine;
  canManage: boolean;
}) {
  const t = useTranslations('enterprise.operations.lines');
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateQueueLine(spotId);
  const remove = useDeleteQueueLine(spotId);
  const headingId = `queue-line-${line.id}-title`;

  return (
    <li className="rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-body font-bold text-ink">
            {line.title}
          </h3>
          <p className="text-label text-ink-muted">
            {t(`status.${line.status}`)} · {t('activeTeams', { count: line.activeTeams })}
          </p>
        </div>
        <Link
          href={line.consolePath}
          className={buttonClassName({ variant: 'outline', size: 'sm' })}
          aria-describedby={headingId}
        >
          {t('openConsole')}
        </Link>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-label">
        <dt className="text-ink-muted">{t('remoteJoin')}</dt>
        <dd>{line.remoteJoinEnabled ? t('remoteOn') : t('remoteOff')}</dd>
        <dt className="text-ink-muted">{t('maxPartySize')}</dt>
        <dd className="tabular-nums">{t('people', { count: line.maxPartySize })}</dd>
        <dt className="text-ink-muted">{t('grace')}</dt>
        <dd className="tabular-nums">{t('minutes', { count: line.noShowGraceMinutes })}</dd>
        <dt className="text-ink-muted">{t('joinHours')}</dt>
        <dd className="tabular-nums">
          {line.joinOpensAt && line.joinClosesAt
            ? t('hours', { opens: line.joinOpensAt, closes: line.joinClosesAt })
            : t('anyHours')}
        </dd>
      </dl>
      {canManage && !editing ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setEditing(true)} aria-describedby={headingId}>
            {t('edit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-describedby={headingId}>
            {t('delete')}
          </Button>
        </div>
      ) : null}
      {editing ? (
        <div className="mt-3 border-t border-line pt-3">
          <QueueLineForm
            line={line}
            pending={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={(body) =>
              update.mutate(
                { queueId: line.id, ...body },
                {
                  onSuccess: () => {
                    setEditing(false);
                    showToast({ message: t('saved') });
                  },
                },
              )
            }
          />
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          tone="danger"
          title={t('deleteConfirm.title', { title: line.title })}
          description={t('deleteConfirm.description')}
          confirmLabel={t('deleteConfirm.confirm')}
          cancelLabel={t('deleteConfirm.cancel')}
          pending={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(line.id, {
              onSuccess: () => showToast({ message: t('deleted') }),
              onSettled: () => setConfirming(false),
            })
          }
        />
      ) : null}
    </li>
  );
}
