import { setupServer } from 'msw/node';

/**
 * The one msw server of the component tests: tests/utils/setup-components.ts starts it for
 * every file (an unhandled request fails the test) and removes a test's handlers after it.
 * A test adds what its component calls:
 *
 *   server.use(http.get('/api/v1/spots/12', () => HttpResponse.json(ok(spot))));
 */
export const server = setupServer();
