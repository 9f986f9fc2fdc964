import 'server-only';
import { cache } from 'react';
import { makeQueryClient } from './make-query-client';

/**
 * The server's query client, one per request: React's cache() scopes it to the render, so
 * a layout, a page and generateMetadata share it and no data leaks between visitors.
 * (The one lib/ module that touches React: it is a request scope, not a component.)
 */
export const getQueryClient = cache(makeQueryClient);
