import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { useAuthStore } from '@/stores/auth-store';
import { useImageViewerStore } from '@/stores/image-viewer-store';
import { useNavigationStore } from '@/stores/navigation-store';
import { useToastStore } from '@/stores/toast-store';
import { server } from './msw-server';
import { resetMockRouter } from './navigation-mock';

// The locale-aware navigation (Link, and the hooks in client-navigation) needs a mounted Next
// app: every file gets the stand-in, whose `mockRouter` a test asserts on. A file that needs
// something else mocks the module itself.
// findBy and waitFor wait up to 5 s, not 1: on CI's two cores the suite shares the CPU with the
// build, and a lazy chunk or an animation can take longer than a second to arrive there.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('@/i18n/navigation', () => import('./navigation-mock'));
vi.mock('@/i18n/client-navigation', () => import('./navigation-mock'));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

/*
 * Most component files share one jsdom and one module registry (vitest.config.ts): each file
 * starts as in a new tab, with an empty document (React hoists preloads, titles and meta into
 * the head), no storage or cookies, the address at the root and every store as created.
 */
beforeAll(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
  useAuthStore.setState(useAuthStore.getInitialState(), true);
  useImageViewerStore.setState(useImageViewerStore.getInitialState(), true);
  useNavigationStore.setState(useNavigationStore.getInitialState(), true);
  useToastStore.setState(useToastStore.getInitialState(), true);
});
afterAll(() => server.close());

/*
 * A component test must not log errors (React's act and key warnings, failed prop types,
 * a caught error a component logs): an unexpected console.error fails the test that logged
 * it. The call is recorded, not thrown: React catches what is thrown inside its render and
 * recovers, which would hide the message and change what the test sees. A test that expects
 * an error says so with vi.spyOn(console, 'error').mockImplementation(() => {}).
 */
const logged: string[] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  logged.push(format(...args));
  original(...args);
};

function failOnLoggedErrors(when: string) {
  const messages = logged.splice(0);
  if (messages.length === 0) return;
  throw new Error(`console.error was called ${when}:\n\n${messages.join('\n\n')}`);
}

afterEach(() => {
  cleanup();
  // A tab's storage (recent searches, a pick waiting for sign-in) starts empty in every test.
  sessionStorage.clear();
  server.resetHandlers();
  resetMockRouter();
  failOnLoggedErrors('during this test');
});
afterAll(() => failOnLoggedErrors('after the last test of this file'));

vi.stubGlobal('scrollTo', () => {});
