import { getMagazine } from '../../../services/magazines/get-magazine';
import { listMagazines } from '../../../services/magazines/list-magazines';
import { nextPublication } from '../../../services/shared/next-publication';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './magazines.routes';

// A scheduled post appears in the lists, and its page stops being a 404, at its instant
// (the page cache, middleware/page-cache-tags.ts).
export const magazinesRouter = createRouter()
  .openapi(routes.listMagazines, async (c) => {
    const { query, lang } = requestInput(c);
    c.set('freshUntil', (await nextPublication('magazine', new Date())) ?? undefined);
    return ok(c, await listMagazines({ ...query, lang }));
  })
  .openapi(routes.getMagazine, async (c) => {
    const { params, lang } = requestInput(c);
    c.set('freshUntil', (await nextPublication('magazine', new Date())) ?? undefined);
    return ok(c, await getMagazine({ postId: params.id, lang }));
  });
