'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

// The only part of a deleted pop-up's page in the detail page's first load (the page decides
// on the server whether the pop-up is gone, but ships one bundle for both answers): what
// follows the words is fetched only when it shows.
const DeletedContentFollowUp = lazy(() =>
  import('./deleted-content-follow-up').then((m) => ({ default: m.DeletedContentFollowUp })),
);

export function DeletedContentFollowUpLoader({ spotId }: { spotId: number }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <DeletedContentFollowUp spotId={spotId} />
    </Suspense>
  ) : null;
}
