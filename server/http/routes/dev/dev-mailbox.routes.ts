import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { capturedMailSchema } from '@/api/contracts/dev-mailbox';
import { devOnly } from '../../middleware/dev-only';
import { jsonErrors, jsonOk } from '../../openapi-helpers';

// GET /api/v1/dev/mailbox - the demo's captured mail, newest first (AUTH_DEV_LOGIN only)
export const listCapturedMail = createRoute({
  method: 'get',
  path: '/v1/dev/mailbox',
  tags: ['dev'],
  summary: "The demo's captured mail",
  description:
    'Only when AUTH_DEV_LOGIN is on (404 otherwise). The last 50 mails the local SMTP capture (scripts/mail-capture.ts) ' +
    'received, newest first, so the company verification can be finished without a mail account.',
  middleware: [devOnly] as const,
  responses: { ...jsonOk(z.array(capturedMailSchema)), ...jsonErrors(404) },
});
