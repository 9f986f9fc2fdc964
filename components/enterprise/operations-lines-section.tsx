'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { enterpriseOperationsQueries, useCreateQueueLine } from '@/api/enterprise-operations';
import { Button } from '@/components/ui/button';
import { showToast } from '@/stores/toast-store';
import { QueueLineForm } from './queue-line-form';
import { QueueLineItem } from './queue-line-item';

/**
 * The pop-up's waiting lines (list, create, edit rules, a link to each line's operator
 * console) and who may run them: the company's verified members, managed on the members page.
 */
export function OperationsLinesSection({ spotId }: { spotId: number }) {
  const t = useTranslations('enterprise.operations.lines');
  const { data } = useQuery(enterpriseOperationsQueries.lines(spotId));
  const create = useCreateQueueLine(spotId);
  const [adding, setAdding] = useState(false);
  if (!data) return null;
  const { spot, lines, operators } = data;

  return (
    <section aria-labelledby="operations-lines-title" className="rounded-2xl border border-line bg-surface p-4 md:p-6">
      <h2 id="operations-lines-title" className="text-title font-bold text-ink">
        {t('title')}
      </h2>
      <p className="mt-1 text-caption text-ink-muted">{t('description')}</p>
      {lines.length === 0 ? (
        <p className="mt-4 text-body text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="mt-4 grid gap-3 lg:grid-cols-2">
          {lines.map((line) => (
            <QueueLineItem key={line.id} spotId={spotId} line={line} canManage={spot.canManage} />
          ))}
        </ul>
      )}
      {spot.canManage ? (
        adding ? (
          <div className="mt-4 rounded-xl border border-line p-4">
            <h3 className="mb-3 text-body font-bold">{t('createTitle')}</h3>
            <QueueLineForm
              pending={create.isPending}
              onCancel={() => setAdding(false)}
              onSubmit={(body) =>
                create.mutate(body, {
                  onSuccess: () => {
                    setAdding(false);
                    showToast({ message: t('created') });
                  },
                })
              }
            />
          </div>
        ) : (
          <Button className="mt-4" variant="outline" onClick={() => setAdding(true)}>
            {t('add')}
          </Button>
        )
      ) : null}

      <h3 className="mt-6 text-body font-bold text-ink">{t('operators.title')}</h3>
      <p className="text-caption text-ink-muted">{t('operators.description')}</p>
      {operators.length === 0 ? (
        <p className="mt-2 text-label text-ink-muted">{t('operators.empty')}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {operators.map((person) => (
            <li key={person.userId} className="rounded-full border border-line px-3 py-1 text-label">
              {person.nickname} <span className="text-ink-muted">· {t(`operators.role.${person.role}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
