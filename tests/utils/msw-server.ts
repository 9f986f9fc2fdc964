import { act } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';

/**
 * The one msw server of the component tests: tests/utils/setup-components.ts starts it for
 * every file (an unhandled request fails the test) and removes a test's handlers after it.
 * A test adds what its component calls:
 *
 *   server.use(http.get('/api/v1/spots/12', () => HttpResponse.json(ok(spot))));
 */
export const server = setupServer();

/**
 * Counts the requests the component sends, from the moment they leave: `settled()` resolves
 * once every request that started has been answered, so a test can assert what was (not)
 * sent without waiting a fixed time.
 */
export function trackRequests() {
  let started = 0;
  let ended = 0;
  const onStart = () => {
    started += 1;
  };
  const onEnd = () => {
    ended += 1;
  };
  server.events.on('request:start', onStart);
  server.events.on('request:end', onEnd);
  return {
    get started() {
      return started;
    },
    /** Resolves when at least `atLeast` requests have started and all of them have ended. */
    async settled(atLeast = 1) {
      await vi.waitFor(() => {
        if (started < atLeast || ended < started) throw new Error(`${ended}/${started} requests answered`);
      });
      // Let the component's own promise callbacks run after the last answer.
      await act(() => Promise.resolve());
    },
    stop() {
      server.events.removeListener('request:start', onStart);
      server.events.removeListener('request:end', onEnd);
    },
  };
}
