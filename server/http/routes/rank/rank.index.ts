import { rankSearchKeywords } from '../../../services/search/rank-search-keywords';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './rank.routes';

export const rankRouter = createRouter().openapi(routes.rankSearchKeywords, async (c) =>
  ok(c, await rankSearchKeywords()),
);
