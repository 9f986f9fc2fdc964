import { useTranslations } from 'next-intl';
import { DeletedContentFollowUpLoader } from './deleted-content-follow-up-loader';

/**
 * Shown instead of a pop-up that was deleted or made unavailable (API code 40000001). A
 * server component: the words are in the page's HTML (readable without JavaScript, the same
 * for every visitor, so the cached page stays public) and cost the detail page's first load
 * nothing. In the browser the loader then adds the modal with the ways out, or, for a member
 * of the company whose unpublished pop-up this is, a notice that leads to its preview: that
 * notice (data-unpublished) hides these words by CSS alone, so no client state is needed here.
 */
export function DeletedContent({ spotId }: { spotId: number }) {
  const t = useTranslations('popup.deleted');
  return (
    <>
      <section
        aria-labelledby="deleted-title"
        className="px-gutter py-16 text-center [&:has(~[data-unpublished])]:hidden"
      >
        <h1 id="deleted-title" className="text-title font-bold">
          {t('title')}
        </h1>
        <p className="mt-2 text-body text-ink-muted">{t('description')}</p>
      </section>
      <DeletedContentFollowUpLoader spotId={spotId} />
    </>
  );
}
