/**
 * What the reader was doing when the login modal stopped them (a pick), kept in this tab's
 * sessionStorage across the sign-in and sign-up round trip, and done on coming back signed in
 * (issue 31: a pick tapped before signing in was lost). Only on the page where it was asked,
 * and only for ten minutes: a reader who wandered off did not mean it any more.
 */
const STORAGE_KEY = 'popspot.afterLogin';
const MAX_AGE_MS = 10 * 60 * 1000;

type Pending = { key: string; path: string; at: number };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: nothing is remembered
  }
}

/** Remembers `key` (e.g. 'pick:12') for this page. */
export function rememberAfterLogin(key: string): void {
  const pending: Pending = { key, path: window.location.pathname, at: Date.now() };
  storage()?.setItem(STORAGE_KEY, JSON.stringify(pending));
}

/** Whether `key` is waiting for this page (read only: takeAfterLogin consumes it). */
export function isWaitingAfterLogin(key: string): boolean {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return false;
  try {
    const pending = JSON.parse(raw) as Pending;
    return pending.key === key && pending.path === window.location.pathname && Date.now() - pending.at <= MAX_AGE_MS;
  } catch {
    return false;
  }
}

/** Whether `key` was waiting for this page; it is forgotten either way once read for this page. */
export function takeAfterLogin(key: string): boolean {
  const store = storage();
  const raw = store?.getItem(STORAGE_KEY);
  if (!store || !raw) return false;
  let pending: Pending | null = null;
  try {
    pending = JSON.parse(raw) as Pending;
  } catch {
    store.removeItem(STORAGE_KEY);
    return false;
  }
  if (Date.now() - pending.at > MAX_AGE_MS) {
    store.removeItem(STORAGE_KEY);
    return false;
  }
  if (pending.key !== key || pending.path !== window.location.pathname) return false;
  store.removeItem(STORAGE_KEY);
  return true;
}
