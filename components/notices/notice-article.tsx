import { useLocale, useTranslations } from 'next-intl';
import type { Notice } from '@/api/contracts/notices';
import { Link } from '@/i18n/navigation';
import { formatSeoulDate } from '@/lib/format-date';
import { buttonClassName } from '@/components/ui/button-styles';
import { LabelChip } from '@/components/ui/label-chip';

/**
 * One notice. The content is plain text: rendered as a text node (React escapes it, so
 * markup in a notice shows as written and never runs) with its line breaks kept by CSS.
 * Title and text come in the reader's language where the notice has a translation; what is
 * still Korean is marked lang="ko".
 */
export function NoticeArticle({ notice }: { notice: Notice }) {
  const t = useTranslations('notice');
  const locale = useLocale();
  return (
    <article className="px-4 pt-6 pb-12">
      <header className="border-b border-line pb-4">
        {notice.isPinned ? (
          <p className="mb-2">
            <LabelChip tone="brand">{t('pinned')}</LabelChip>
          </p>
        ) : null}
        <h1
          lang={notice.titleLocale !== locale ? notice.titleLocale : undefined}
          className="text-xl leading-snug font-bold"
        >
          {notice.title}
        </h1>
        <p className="mt-2 text-xs text-ink-muted">
          <time dateTime={notice.publishedAt}>
            {t('publishedAt', { date: formatSeoulDate(notice.publishedAt, locale) })}
          </time>
        </p>
      </header>
      <div
        lang={notice.contentLocale !== locale ? notice.contentLocale : undefined}
        className="pt-5 text-sm leading-relaxed break-words whitespace-pre-line"
      >
        {notice.content}
      </div>
      <div className="mt-10">
        <Link href="/notice" className={buttonClassName({ variant: 'outline' })}>
          {t('backToList')}
        </Link>
      </div>
    </article>
  );
}
