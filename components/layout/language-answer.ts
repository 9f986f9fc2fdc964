/**
 * Whether the reader has answered the language question (took or declined the suggestion, or
 * chose a language in the menu): kept in this browser so the suggestion is made once. Local
 * storage, not a cookie: the server never needs it and every page's HTML stays the same.
 */
const KEY = 'popspot:language-answered';

export function hasLanguageAnswer(): boolean {
  try {
    return window.localStorage.getItem(KEY) !== null;
  } catch {
    // Storage refused (a locked-down browser): ask nothing rather than ask on every page.
    return true;
  }
}

export function rememberLanguageAnswer(): void {
  try {
    window.localStorage.setItem(KEY, '1');
  } catch {
    // Nothing to keep it in; the reader's choice of page still stands.
  }
}
