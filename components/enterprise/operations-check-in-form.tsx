'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/api/api-error';
import { useCheckIn } from '@/api/enterprise-operations';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';

/** The refusals the box explains in place (the person at the door must hear why). */
const DOOR_CODES = new Set([40000806, 40000807, 40000808, 40900804, 40900805]);

/**
 * The door check-in: paste what a scanner read from the entry QR, or type the entry code
 * the visitor reads out ('ABCD-1234-EF'). A token (three dot-separated parts) is sent as
 * the QR's token, anything else as the code. The outcome is announced and the box is
 * emptied and focused again for the next visitor.
 */
export function OperationsCheckInForm({ spotId }: { spotId: number }) {
  const t = useTranslations('enterprise.operations.door');
  const tErrors = useTranslations('errors');
  const [value, setValue] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const checkIn = useCheckIn(spotId, (error) => DOOR_CODES.has(error.code));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = value.trim();
    if (!read) {
      setOutcome({ ok: false, text: t('emptyCode') });
      return;
    }
    const body = read.split('.').length === 3 ? { token: read } : { entryCode: read };
    checkIn.mutate(body, {
      onSuccess: (booking) => {
        setOutcome({
          ok: true,
          text: t('checkedIn', {
            name: booking.bookerName ?? t('noName'),
            time: booking.startTime,
            count: booking.partySize,
          }),
        });
        setValue('');
      },
      onError: (error) => {
        if (ApiError.is(error) && DOOR_CODES.has(error.code)) {
          setOutcome({ ok: false, text: tErrors(String(error.code) as '40000806') });
        }
      },
      onSettled: () => input.current?.focus(),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2" aria-labelledby="check-in-title">
      <h3 id="check-in-title" className="text-body font-bold text-ink">
        {t('checkInTitle')}
      </h3>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            ref={input}
            label={t('codeLabel')}
            hint={t('codeHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
        </div>
        <Button type="submit" loading={checkIn.isPending}>
          {t('checkIn')}
        </Button>
      </div>
      <p
        role="status"
        className={outcome?.ok ? 'text-body font-semibold text-success' : 'text-body font-semibold text-danger'}
      >
        {outcome?.text}
      </p>
    </form>
  );
}
