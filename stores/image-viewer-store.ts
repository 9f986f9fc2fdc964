import { create } from 'zustand';

export type ViewerImage = { src: string; alt: string };

/**
 * The full-screen image viewer (spec 4): open or closed, the images, the current index
 * (always between 0 and the last image) and which images failed to load. A store rather
 * than component state so any list of images (the hero, the detail images, later the
 * reviews' photos) opens the one viewer mounted by the page.
 */
type ImageViewerState = {
  open: boolean;
  images: ViewerImage[];
  index: number;
  /** Indexes whose image failed to load: they show an error state instead of a broken icon. */
  errors: Record<number, true>;
  /** Where focus goes back to on close: the control that opened the viewer. */
  returnFocus: HTMLElement | null;
  openViewer: (images: ViewerImage[], index?: number, returnFocus?: HTMLElement | null) => void;
  close: () => void;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  markError: (index: number) => void;
};

/** Clamps to [0, last]; an empty list has only index 0. No wrap-around: the ends are ends. */
export function clampIndex(index: number, length: number): number {
  if (!Number.isFinite(index) || length <= 0) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), length - 1);
}

export const useImageViewerStore = create<ImageViewerState>((set) => ({
  open: false,
  images: [],
  index: 0,
  errors: {},
  returnFocus: null,
  openViewer: (images, index = 0, returnFocus) => {
    // Nothing to show: opening an empty viewer would only trap the reader in a blank dialog.
    if (!images.length) return;
    // Safari does not focus a clicked button, so callers pass the opener explicitly; the
    // focused element is the fallback (keyboard activation).
    const opener = returnFocus ?? (typeof document !== 'undefined' ? document.activeElement : null);
    set({
      open: true,
      images,
      index: clampIndex(index, images.length),
      errors: {},
      returnFocus: typeof HTMLElement !== 'undefined' && opener instanceof HTMLElement ? opener : null,
    });
  },
  close: () => set({ open: false }),
  goTo: (index) => set((s) => ({ index: clampIndex(index, s.images.length) })),
  next: () => set((s) => ({ index: clampIndex(s.index + 1, s.images.length) })),
  previous: () => set((s) => ({ index: clampIndex(s.index - 1, s.images.length) })),
  markError: (index) => set((s) => (s.errors[index] ? s : { errors: { ...s.errors, [index]: true } })),
}));

/** Opens the viewer from an event handler anywhere; pass the clicked element as `opener`. */
export function openImageViewer(images: ViewerImage[], index = 0, opener?: HTMLElement | null) {
  useImageViewerStore.getState().openViewer(images, index, opener);
}
