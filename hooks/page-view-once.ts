import { useNavigationStore } from '@/stores/navigation-store';

/**
 * Keys of what already happened in this page view. A page view is one spot at one point of
 * the tab's navigation history: the counter only moves when the path changes, so switching
 * the detail tabs (a query change) or React Strict Mode's double effects find the key and do
 * nothing, while leaving the pop-up and coming back is a new view.
 */
const done = new Set<string>();

export function pageViewKey(kind: string, spotId: number): string {
  return `${kind}:${spotId}:${useNavigationStore.getState().inAppNavigations}`;
}

/** Marks `key` as done; false when it already was. */
export function claimOnce(key: string): boolean {
  if (done.has(key)) return false;
  done.add(key);
  return true;
}

/** Tests start every case from a fresh page. */
export function resetPageViewOnce(): void {
  done.clear();
}
