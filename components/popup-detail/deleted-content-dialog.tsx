'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

// The detail page's code includes this component (the page decides on the server whether the
// pop-up is gone), so what follows the words (the modal with its ways out, or for the
// company's own members the "not yet published" notice) is fetched only when it shows.
const DeletedContentFollowUp = lazy(() =>
  import('./deleted-content-follow-up').then((m) => ({ default: m.DeletedContentFollowUp })),
);

/**
 * Shown instead of a pop-up that was deleted or made unavailable (API code 40000001). The
 * words are server-rendered in the page (readable without JavaScript, the same HTML for
 * every visitor, so the cached page stays public); the browser then adds the modal with the
 * ways out, or, when the reader is a member of the company whose unpublished pop-up this
 * is, replaces the words with a notice that leads to its preview.
 */
export function DeletedContentDialog({ spotId }: { spotId: number }) {
  const t = useTranslations('popup.deleted');
  const hydrated = useHydrated();
  const [member, setMember] = useState(false);

  return (
    <>
      {member ? null : (
        <section aria-labelledby="deleted-title" className="px-gutter py-16 text-center">
          <h1 id="deleted-title" className="text-title font-bold">
            {t('title')}
          </h1>
          <p className="mt-2 text-body text-ink-muted">{t('description')}</p>
        </section>
      )}
      {hydrated ? (
        <Suspense fallback={null}>
          <DeletedContentFollowUp spotId={spotId} onMember={() => setMember(true)} />
        </Suspense>
      ) : null}
    </>
  );
}
