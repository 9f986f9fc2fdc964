'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { EnterpriseReservationSlot } from '@/api/contracts/enterprise-operations';
import { useDeleteSlot, useUpdateSlot } from '@/api/enterprise-operations';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showToast } from '@/stores/toast-store';

/** One slot of the day's table: booked / capacity, the capacity to change, delete when nobody booked it. */
export function SlotRow({
  spotId,
  slot,
  canManage,
}: {
  spotId: number;
  slot: EnterpriseReservationSlot;
  canManage: boolean;
}) {
  const t = useTranslations('enterprise.operations.slots');
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSlot(spotId);
  const remove = useDeleteSlot(spotId);
  const inputId = `slot-${slot.id}-capacity`;
  const value = Number(capacity);
  const valid = Number.isInteger(value) && value >= slot.reservedCount && value <= 1000;

  return (
    <tr className="border-t border-line">
      <th scope="row" className="py-2 pr-3 text-left font-semibold tabular-nums">
        {slot.startTime}
      </th>
      <td className="py-2 pr-3 tabular-nums">
        {t('booked', { reserved: slot.reservedCount, capacity: slot.capacity })}
      </td>
      {canManage ? (
        <td className="py-2">
          <form
            className="flex flex-wrap items-center gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!valid) return;
              update.mutate(
                { slotId: slot.id, capacity: value },
                { onSuccess: () => showToast({ message: t('saved', { time: slot.startTime }) }) },
              );
            }}
          >
            <label htmlFor={inputId} className="sr-only">
              {t('capacityOf', { time: slot.startTime })}
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={slot.reservedCount}
              max={1000}
              value={capacity}
              onChange={(e) => setCapacity(e.target.value)}
              aria-invalid={!valid || undefined}
              className="min-h-tap w-20 rounded-lg border border-line-strong px-2 tabular-nums"
            />
            <Button type="submit" size="sm" variant="outline" disabled={!valid || value === slot.capacity}>
              {t('save')}
            </Button>
            {slot.deletable ? (
              <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                {t('delete')}
                <span className="sr-only"> {slot.startTime}</span>
              </Button>
            ) : null}
          </form>
          {!valid ? (
            <p className="text-caption text-danger">{t('belowReserved', { min: slot.reservedCount })}</p>
          ) : null}
          {confirming ? (
            <ConfirmDialog
              tone="danger"
              title={t('deleteConfirm.title', { date: slot.date, time: slot.startTime })}
              confirmLabel={t('deleteConfirm.confirm')}
              cancelLabel={t('deleteConfirm.cancel')}
              pending={remove.isPending}
              onCancel={() => setConfirming(false)}
              onConfirm={() =>
                remove.mutate(slot.id, {
                  onSuccess: () => showToast({ message: t('deleted') }),
                  onSettled: () => setConfirming(false),
                })
              }
            />
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
