import { getMagazine } from '../../../services/magazines/get-magazine';
import { listMagazines } from '../../../services/magazines/list-magazines';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './magazines.routes';

export const magazinesRouter = createRouter()
  .openapi(routes.listMagazines, async (c) => {
    const { lang, ...query } = c.req.valid('query');
    return ok(c, await listMagazines({ ...query, lang: lang ?? 'ko' }));
  })
  .openapi(routes.getMagazine, async (c) =>
    ok(c, await getMagazine({ postId: c.req.valid('param').id, lang: c.req.valid('query').lang ?? 'ko' })),
  );
