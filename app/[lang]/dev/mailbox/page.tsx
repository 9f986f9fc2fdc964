import '@/api/server-transport';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { devToolsEnabled } from '@/app/server-config';
import { listCapturedMail } from '@/api/dev-mailbox';
import { buttonClassName } from '@/components/ui/button-styles';
import { Link } from '@/i18n/navigation';
import { localeFromParams } from '@/i18n/locale-param';
import { privatePageMetadata } from '@/app/private-page-metadata';

type Props = { params: Promise<{ lang: string }> };

// What the capture received up to this request: never cached.
export const dynamic = 'force-dynamic';

export const generateMetadata = privatePageMetadata('devMailbox.metaTitle');

/**
 * /dev/mailbox (development and the demo only, 404 otherwise): the mail the local SMTP
 * capture received, newest first, so a newcomer can read a verification code or an
 * invitation without a mail account. Reload to see new mail.
 */
export default async function DevMailboxPage({ params }: Props) {
  const lang = await localeFromParams(params);
  if (!devToolsEnabled()) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'devMailbox' });
  const format = await getFormatter({ locale: lang });
  const mails = await listCapturedMail();
  return (
    <section aria-labelledby="dev-mailbox-title" className="flex flex-col gap-4 px-gutter pt-6 pb-12">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="dev-mailbox-title" className="text-xl font-bold">
          {t('title')}
        </h1>
        <Link href="/dev/mailbox" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          {t('refresh')}
        </Link>
      </div>
      <p className="text-label text-ink-muted">{t('description')}</p>
      {mails.length === 0 ? (
        <p className="rounded-card bg-canvas p-4 text-body text-ink-muted">{t('empty')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {mails.map((mail) => (
            <li key={mail.id}>
              <article aria-labelledby={`mail-${mail.id}`} className="rounded-card border border-line p-4">
                <h2 id={`mail-${mail.id}`} className="font-bold break-words text-ink">
                  {mail.subject}
                </h2>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-label text-ink-muted">
                  <dt>{t('to')}</dt>
                  <dd className="break-all">{mail.to.join(', ')}</dd>
                  <dt>{t('receivedAt')}</dt>
                  <dd>
                    <time dateTime={mail.receivedAt}>
                      {format.dateTime(new Date(mail.receivedAt), { dateStyle: 'medium', timeStyle: 'medium' })}
                    </time>
                  </dd>
                </dl>
                <pre className="mt-3 font-sans text-body break-words whitespace-pre-wrap text-ink">{mail.text}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
