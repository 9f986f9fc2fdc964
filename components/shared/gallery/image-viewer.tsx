'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent } from 'react';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import { useHorizontalSwipe } from '@/hooks/use-horizontal-swipe';
import { IMAGE_ZOOM } from '@/lib/constants';
import { useImageViewerStore } from '@/stores/image-viewer-store';
import { Dialog } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { ChevronLeftIcon } from '@/components/ui/icons/chevron-left';
import { ChevronRightIcon } from '@/components/ui/icons/chevron-right';
import { CloseIcon } from '@/components/ui/icons/close';
import { ImageOffIcon } from '@/components/ui/icons/image-off';
import { MinusIcon } from '@/components/ui/icons/minus';
import { PlusIcon } from '@/components/ui/icons/plus';
import { StoredImage } from '@/components/ui/stored-image';

/** Each zoom button press moves one whole step: 1x, 2x, 3x, 4x. */
const ZOOM_STEP = 1;
/** Floating-point scales from pinches (3.9999) count as the bound. */
const EPSILON = 0.01;

function animationMs(): number {
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduce ? 0 : 200;
}

/**
 * The full-screen image viewer (spec 2 and 4), driven by stores/image-viewer-store.ts and
 * mounted by ImageViewerHost, which also makes browser Back close it. A modal dialog:
 * focus moves in (to the close button) and stays in, Escape closes, focus returns to the
 * opener. Zoom 1x to 4x by pinch, wheel, double tap or the +/- buttons; previous and next
 * by buttons, arrow keys or a swipe at 1x. The index never leaves 0..last (no wrap-around,
 * so the counter never jumps from 5 / 5 to 1 / 5 by surprise).
 */
export function ImageViewer({ onClose }: { onClose: () => void }) {
  const t = useTranslations('popup.gallery');
  const { images, index, errors, next, previous, markError, returnFocus } = useImageViewerStore();
  const closeRef = useRef<HTMLButtonElement>(null);
  const zoomRef = useRef<ReactZoomPanPinchContentRef>(null);
  const [scale, setScale] = useState<number>(IMAGE_ZOOM.min);
  const [shownIndex, setShownIndex] = useState(index);

  // A new image starts unzoomed (its TransformWrapper is keyed by index and remounts).
  if (shownIndex !== index) {
    setShownIndex(index);
    setScale(IMAGE_ZOOM.min);
  }

  const image = images[index];
  const total = images.length;
  const atFirst = index <= 0;
  const atLast = index >= total - 1;
  const canZoomIn = scale < IMAGE_ZOOM.max - EPSILON;
  const canZoomOut = scale > IMAGE_ZOOM.min + EPSILON;

  // Buttons land on whole steps (a pinch to 1.6x, then +, gives 2x), never past the bounds.
  // A press during the previous press's animation counts from where that one is going, so
  // two quick presses from 1x give 3x.
  const pendingScale = useRef<number | null>(null);
  const zoomTo = (target: number) => {
    const controls = zoomRef.current;
    if (!controls || Math.abs(target - scale) < EPSILON) return;
    pendingScale.current = target;
    const done =
      target > scale ? controls.zoomIn(target - scale, animationMs()) : controls.zoomOut(scale - target, animationMs());
    void done.then(() => {
      if (pendingScale.current === target) pendingScale.current = null;
    });
  };
  const zoomIn = () =>
    zoomTo(Math.min(IMAGE_ZOOM.max, Math.floor((pendingScale.current ?? scale) + EPSILON) + ZOOM_STEP));
  const zoomOut = () =>
    zoomTo(Math.max(IMAGE_ZOOM.min, Math.ceil((pendingScale.current ?? scale) - EPSILON) - ZOOM_STEP));

  const swipe = useHorizontalSwipe(
    (direction) => (direction === 1 ? next() : previous()),
    scale <= IMAGE_ZOOM.min + EPSILON,
  );

  // Arrows page, +/- zoom like the buttons (Dialog owns Escape, Tab and Back).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return;
    if (event.key === 'ArrowLeft') previous();
    else if (event.key === 'ArrowRight') next();
    else if (event.key === '+' || event.key === '=') zoomIn();
    else if (event.key === '-') zoomOut();
    else return;
    event.preventDefault();
  };

  if (!image) return null;

  return (
    <Dialog
      variant="fullscreen"
      label={t('label')}
      onClose={onClose}
      initialFocus={closeRef}
      returnFocus={returnFocus}
      dismissOnBackdrop={false}
      tone="dark"
    >
      <div className="flex min-h-0 flex-1 flex-col" onKeyDown={onKeyDown}>
        <div className="flex h-14 shrink-0 items-center gap-1 px-2">
          <p className="min-w-16 px-2 text-sm font-semibold tabular-nums" aria-live="polite" aria-atomic="true">
            <span aria-hidden="true">{t('counter', { current: index + 1, total })}</span>
            <span className="sr-only">{t('position', { current: index + 1, total })}</span>
          </p>
          <div className="ml-auto flex items-center gap-1">
            <IconButton
              tone="inverse"
              label={t('zoomOut')}
              aria-disabled={!canZoomOut}
              onClick={zoomOut}
              icon={<MinusIcon />}
            />
            {/* Not a live region: it changes on every frame of a zoom animation. */}
            <span className="w-10 text-center text-sm tabular-nums">
              {t('zoomLevel', { scale: Math.round(scale * 10) / 10 })}
            </span>
            <IconButton
              tone="inverse"
              label={t('zoomIn')}
              aria-disabled={!canZoomIn}
              onClick={zoomIn}
              icon={<PlusIcon />}
            />
            <IconButton ref={closeRef} tone="inverse" label={t('close')} onClick={onClose} icon={<CloseIcon />} />
          </div>
        </div>

        <div className="relative min-h-0 flex-1" {...swipe}>
          {errors[index] ? (
            <div
              role="img"
              aria-label={image.alt}
              className="flex size-full flex-col items-center justify-center gap-3"
            >
              <ImageOffIcon width={40} height={40} className="text-white/60" />
              <p className="text-sm text-white/80">{t('loadError')}</p>
            </div>
          ) : (
            <TransformWrapper
              key={index}
              ref={zoomRef}
              minScale={IMAGE_ZOOM.min}
              maxScale={IMAGE_ZOOM.max}
              initialScale={IMAGE_ZOOM.min}
              // At 1x a one-finger drag is a swipe to the neighbouring image, not a pan.
              panning={{ disabled: scale <= IMAGE_ZOOM.min + EPSILON }}
              doubleClick={{ mode: 'toggle', step: ZOOM_STEP }}
              onTransform={(_, state) => setScale(state.scale)}
            >
              <TransformComponent
                wrapperStyle={{ width: '100%', height: '100%' }}
                contentStyle={{ width: '100%', height: '100%' }}
              >
                {/* Contained in the screen and zoomable: the widest variants serve it. */}
                <StoredImage
                  src={image.src}
                  alt={image.alt}
                  sizes="100vw"
                  draggable={false}
                  onError={() => markError(index)}
                  className="size-full select-none object-contain"
                />
              </TransformComponent>
            </TransformWrapper>
          )}

          {total > 1 ? (
            <>
              <IconButton
                tone="inverse"
                label={t('previous')}
                aria-disabled={atFirst}
                onClick={previous}
                icon={<ChevronLeftIcon />}
                className="absolute top-1/2 left-2 -translate-y-1/2 bg-black/40"
              />
              <IconButton
                tone="inverse"
                label={t('next')}
                aria-disabled={atLast}
                onClick={next}
                icon={<ChevronRightIcon />}
                className="absolute top-1/2 right-2 -translate-y-1/2 bg-black/40"
              />
            </>
          ) : null}
        </div>
      </div>
    </Dialog>
  );
}
