import { useLocale, useTranslations } from 'next-intl';
import type { MagazineDetail } from '@/api/contracts/magazines';
import { ImageFrame } from '@/components/ui/image-frame';
import { Link } from '@/i18n/navigation';
import { MagazineBlock } from './magazine-block';
import { MagazineDate } from '@/components/shared/magazine/magazine-date';
import { LabelChip } from '@/components/ui/label-chip';

/**
 * A magazine post at /{id}. `<article lang>` is the language the post is really in, so an
 * untranslated post on /en is marked Korean (and the reader is told so above it). Blocks in
 * another language than the article carry their own lang. Rendered on the server only: the
 * page needs no JavaScript.
 */
export function MagazinePost({ post }: { post: MagazineDetail }) {
  const locale = useLocale();
  const t = useTranslations('magazine');
  const popup = useTranslations('popup');
  const article = post.contentLocale;
  const uiLang = article !== locale ? locale : undefined;
  const partlyKorean = article !== 'ko' && post.options.some((o) => o.contentLocale === 'ko' && hasText(o));

  return (
    <div className="flex flex-col gap-6 pb-10">
      <article lang={article} className="flex flex-col gap-5">
        <header className="flex flex-col gap-3">
          <ImageFrame
            src={post.file?.path}
            alt={t('coverAlt', { title: post.title })}
            sizes="(max-width: 480px) 100vw, 480px"
            priority
            fallbackLabel={popup('noImage')}
            className="aspect-[3/2] w-full"
          />
          <div className="flex flex-col gap-2 px-4">
            {post.categories.length > 0 && (
              <ul aria-label={t('categories')} lang={locale} className="flex flex-wrap gap-1.5">
                {post.categories.map((c) => {
                  // A label the shared tag vocabulary does not name in this language stays Korean.
                  const lang = c.locale ?? 'ko';
                  return (
                    <li key={c.name} lang={lang !== locale ? lang : undefined}>
                      <LabelChip tone="brand">{c.name}</LabelChip>
                    </li>
                  );
                })}
              </ul>
            )}
            <h1 className="text-2xl leading-snug font-bold">{post.title}</h1>
            {post.subTitle && <p className="text-base text-ink-muted">{post.subTitle}</p>}
            <p className="text-sm text-ink-muted">
              <span className="sr-only" lang={uiLang}>
                {t('published')}:{' '}
              </span>
              <MagazineDate displayedDate={post.displayedDate} publishedAt={post.publishedAt} locale={locale} />
            </p>
          </div>
        </header>
        {(article !== locale || (partlyKorean && locale !== 'ko')) && (
          <p role="note" lang={locale} className="mx-4 rounded-lg bg-canvas px-3 py-2 text-sm text-ink-muted">
            {article !== locale ? t('shownInKorean') : t('partlyInKorean')}
          </p>
        )}
        <div className="flex flex-col gap-4 px-4 text-[15px]">
          {post.options.map((option) => (
            <MagazineBlock key={option.id} option={option} articleLang={article} />
          ))}
        </div>
      </article>
      <nav aria-label={t('postNavigation')} className="flex flex-col gap-2 border-t border-line px-4 pt-4">
        {post.next && (
          <Link href={`/${post.next.id}`} rel="next" className="flex flex-col rounded-lg p-2 hover:bg-canvas">
            <span className="text-xs text-ink-muted">{t('next')}</span>
            <span className="line-clamp-1 font-semibold">{post.next.title}</span>
          </Link>
        )}
        {post.previous && (
          <Link href={`/${post.previous.id}`} rel="prev" className="flex flex-col rounded-lg p-2 hover:bg-canvas">
            <span className="text-xs text-ink-muted">{t('previous')}</span>
            <span className="line-clamp-1 font-semibold">{post.previous.title}</span>
          </Link>
        )}
        <Link
          href="/magazine"
          className="self-start p-2 text-sm font-semibold text-brand-strong underline underline-offset-4"
        >
          {t('backToList')}
        </Link>
      </nav>
    </div>
  );
}

function hasText(option: MagazineDetail['options'][number]): boolean {
  return Boolean(option.textOption?.content || option.imageOption?.caption || option.linkOption?.text);
}
