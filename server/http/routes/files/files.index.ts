import { Hono } from 'hono';
import { apiError } from '@/api/api-error';
import { contentTypeOf, openFile } from '../../../storage/file-storage';
import type { AppEnv } from '../../types';

// GET /api/files/{key} - a stored image. Keys are content-addressed or never reused, so the
// answer can be cached for a year. SVG is sandboxed so it can never run script.
export const filesRouter = new Hono<AppEnv>().get('/files/*', async (c) => {
  const key = decodeURIComponent(c.req.path.replace(/^.*?\/files\//, ''));
  const file = await openFile(key);
  if (!file) throw apiError('NOT_FOUND');
  const type = contentTypeOf(key);
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Content-Length': String(file.size),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Last-Modified': file.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (type === 'image/svg+xml')
    headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  return c.body(file.stream, 200, headers);
});
