import { create } from 'zustand';
import { TOAST_DURATION_MS } from '@/lib/client-constants';

export type Toast = {
  id: number;
  message: string;
  /** A small image beside the text (the pick toast shows the pop-up's image). */
  imageUrl?: string;
  /** One button in the toast ('undo'); pressing it runs `onPress` and closes the toast. */
  action?: { label: string; onPress: () => void };
  durationMs: number;
  /**
   * Said by the page, not in answer to the reader ('최근 N명이 픽했어요'): it never replaces a
   * toast on screen (the reader's own 'picked' must not vanish under it) and is dropped instead.
   */
  ambient?: boolean;
};

type ToastState = {
  toasts: Toast[];
  /** The toast's id, or null when an ambient toast found another on screen and was dropped. */
  show: (toast: Omit<Toast, 'id' | 'durationMs'> & { durationMs?: number }) => number | null;
  dismiss: (id: number) => void;
};

let nextId = 1;

/** Client UI state only: the toast on screen. The Toaster removes it when it expires. */
export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  show: (toast) => {
    if (toast.ambient && get().toasts.length > 0) return null;
    const id = nextId++;
    // One at a time, the newest: stacked toasts covered 40 % of a list after three picks
    // (issue 31), and a message replaced by the next one is one the reader no longer needs.
    set({ toasts: [{ durationMs: TOAST_DURATION_MS.short, ...toast, id }] });
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));

/** Shows a toast from anywhere (event handlers, mutation callbacks). */
export function showToast(toast: Parameters<ToastState['show']>[0]): number | null {
  return useToastStore.getState().show(toast);
}
