import { getMagazine } from '../../../services/magazines/get-magazine';
import { listMagazines } from '../../../services/magazines/list-magazines';
import { nextPublication } from '../../../services/shared/next-publication';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './magazines.routes';

// A scheduled post appears in the lists, and its page stops being a 404, at its instant
// (the page cache, middleware/page-cache-tags.ts).
export const magazinesRouter = createRouter()
  .openapi(routes.listMagazines, async (c) => {
    const { lang, ...query } = c.req.valid('query');
    c.set('freshUntil', (await nextPublication('magazine', new Date())) ?? undefined);
    return ok(c, await listMagazines({ ...query, lang: lang ?? 'ko' }));
  })
  .openapi(routes.getMagazine, async (c) => {
    c.set('freshUntil', (await nextPublication('magazine', new Date())) ?? undefined);
    return ok(c, await getMagazine({ postId: c.req.valid('param').id, lang: c.req.valid('query').lang ?? 'ko' }));
  });
