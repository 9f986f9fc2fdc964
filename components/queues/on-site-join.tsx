'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { queueQueries, useJoinQueue } from '@/api/queues';
import { Button } from '@/components/ui/button';
import { useRouter } from '@/i18n/client-navigation';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/lib/locales';
import { showToast } from '@/stores/toast-store';
import { PartySizeInput } from '@/components/shared/party-size-input';

/**
 * Joining at the store's door: the line, how many wait, the party size, then the ticket. The
 * store's code goes with the join, so a line that takes people on site only accepts it; a
 * stale code (a photo of the QR, more than ten minutes old) is refused with the shared error
 * toast, which asks to scan again. Someone already in this line is sent to their ticket; a
 * line the join would refuse now (the server's `joinable`: paused, closed, outside its join
 * hours) says it is not taking people.
 */
export function OnSiteJoin({ queueId, code }: { queueId: number; code: string }) {
  const t = useTranslations('waiting.join');
  const lang = useLocale() as Locale;
  const router = useRouter();
  const { data: line } = useQuery(queueQueries.line(queueId, lang));
  const join = useJoinQueue(line?.spot.id ?? 0, lang);
  const [partySize, setPartySize] = useState(2);
  if (!line) return null;
  const { queue, spot } = line;
  const size = Math.min(partySize, queue.maxPartySize);

  const submit = async () => {
    try {
      const ticket = await join.mutateAsync({ queueId, partySize: size, ...(code ? { joinCode: code } : {}) });
      showToast({ message: t('joined', { number: ticket.ticketNumber }) });
      router.replace(`/waiting/${ticket.id}`);
    } catch {
      // The shared error toast says why (a stale code, the line paused, already in it).
    }
  };

  return (
    <section aria-labelledby="join-title" className="flex flex-col gap-6 px-6 pt-6 pb-12">
      <header>
        <p className="text-sm text-ink-muted">{spot.title}</p>
        <h1 id="join-title" className="mt-1 text-xl font-bold">
          {t.rich('title', {
            line: queue.title,
            name: (chunks) => <span lang={queue.titleLocale !== lang ? queue.titleLocale : undefined}>{chunks}</span>,
          })}
        </h1>
        <p className="mt-2 text-sm">{t('waiting', { count: queue.currentTeamCount })}</p>
      </header>

      {queue.myTicketId ? (
        <div className="rounded-2xl border border-line p-5">
          <p className="font-semibold">{t('alreadyIn')}</p>
          <Link href={`/waiting/${queue.myTicketId}`} className="mt-3 inline-block text-sm font-semibold underline">
            {t('myTicket')}
          </Link>
        </div>
      ) : !queue.joinable.onSite ? (
        <p className="rounded-2xl border border-line p-5 font-semibold">{t('notTaking')}</p>
      ) : !code ? (
        <p className="rounded-2xl border border-line p-5">{t('scanAgain')}</p>
      ) : (
        <>
          <PartySizeInput
            value={size}
            max={queue.maxPartySize}
            onChange={setPartySize}
            hint={t('limit', { count: queue.maxPartySize })}
          />
          <Button variant="primary" onClick={() => void submit()} disabled={join.isPending}>
            {join.isPending ? t('joining') : t('confirm')}
          </Button>
        </>
      )}
    </section>
  );
}
