'use client';

import { lazy, Suspense, useEffect } from 'react';
import { useImageViewerStore } from '@/stores/image-viewer-store';

/**
 * The viewer's code (react-zoom-pan-pinch with it) is fetched on the first open, not with
 * the page: most visits never open it.
 */
const ImageViewer = lazy(() => import('./image-viewer').then((m) => ({ default: m.ImageViewer })));

/**
 * Mount once per page that opens images (the pop-up detail does). Renders the viewer while
 * the store says it is open; the viewer is a Dialog, so Back closes it.
 */
export function ImageViewerHost() {
  const open = useImageViewerStore((s) => s.open);
  const close = useImageViewerStore((s) => s.close);

  // Leaving the page with the viewer open must not reopen it on the next page that mounts a host.
  useEffect(() => () => useImageViewerStore.getState().close(), []);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ImageViewer onClose={close} />
    </Suspense>
  );
}
