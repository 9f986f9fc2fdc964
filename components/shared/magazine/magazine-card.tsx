import { useLocale, useTranslations } from 'next-intl';
import type { MagazineListItem } from '@/api/contracts/magazines';
import { ImageFrame } from '@/components/ui/image-frame';
import { Link } from '@/i18n/navigation';
import { MagazineDate } from './magazine-date';

type Props = {
  post: MagazineListItem;
  /** 'row' for the list page, 'compact' for the home page's horizontal strip. */
  variant?: 'row' | 'compact';
  /** Heading level of the title inside the page's outline. */
  headingLevel?: 'h2' | 'h3';
  /** The first card of a page: its cover is the largest paint, so it loads first. */
  priority?: boolean;
};

/**
 * One post as a card: the whole card is one link to /{id}. The title and subtitle carry
 * their own language (a Korean original shown on an English page says so to screen readers).
 */
export function MagazineCard({ post, variant = 'row', headingLevel: Heading = 'h2', priority = false }: Props) {
  const locale = useLocale();
  const t = useTranslations('magazine');
  const popup = useTranslations('popup');
  const compact = variant === 'compact';
  const contentLang = post.contentLocale !== locale ? post.contentLocale : undefined;

  return (
    <article className="h-full">
      <Link
        href={`/${post.id}`}
        className={`flex h-full gap-3 rounded-xl p-2 hover:bg-canvas ${compact ? 'flex-col' : 'flex-row items-start'}`}
      >
        <ImageFrame
          src={post.file?.path}
          alt=""
          sizes={compact ? '240px' : '128px'}
          priority={priority}
          fallbackLabel={popup('noImage')}
          className={`aspect-[3/2] shrink-0 rounded-lg ${compact ? 'w-full' : 'w-32'}`}
        />
        <div className="flex min-w-0 flex-col gap-1">
          {post.categories.length > 0 && (
            <p className="truncate text-xs font-semibold text-brand-strong" lang="ko">
              <span className="sr-only" lang={locale}>
                {t('categories')}:{' '}
              </span>
              {post.categories.map((c) => c.name).join(' · ')}
            </p>
          )}
          <Heading lang={contentLang} className="line-clamp-2 text-base leading-snug font-semibold">
            {post.title}
          </Heading>
          {post.subTitle && !compact && (
            <p lang={contentLang} className="line-clamp-2 text-sm text-ink-muted">
              {post.subTitle}
            </p>
          )}
          <MagazineDate displayedDate={post.displayedDate} locale={locale} className="text-xs text-ink-muted" />
        </div>
      </Link>
    </article>
  );
}
