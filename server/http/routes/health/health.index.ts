import { checkHealth } from '../../../services/health/check-health';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import { getHealth } from './health.routes';

export const healthRouter = createRouter().openapi(getHealth, async (c) => ok(c, await checkHealth()));
