import { readCapturedMail } from '../../../mail/mailbox';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './dev-mailbox.routes';

export const devMailboxRouter = createRouter().openapi(routes.listCapturedMail, async (c) =>
  ok(c, await readCapturedMail()),
);
