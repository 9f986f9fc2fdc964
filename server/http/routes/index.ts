import type { OpenAPIHono } from '@hono/zod-openapi';
import type { BlankSchema } from 'hono/types';
import { reviewFileSchema } from '@/api/contracts/reviews';
import { spotFileSchema } from '@/api/contracts/spots';
import type { AppEnv } from '../types';
import { adminCompaniesRouter } from './admin-companies/admin-companies.index';
import { authRouter } from './auth/auth.index';
import { calendarRouter } from './calendar/calendar.index';
import { chatRouter } from './chat/chat.index';
import { devRouter } from './dev/dev.index';
import { enterpriseRouter } from './enterprise/enterprise.index';
import { enterpriseOperationsRouter } from './enterprise-operations/enterprise-operations.index';
import { filesRouter } from './files/files.index';
import { healthRouter } from './health/health.index';
import { keywordsRouter } from './keywords/keywords.index';
import { magazinesRouter } from './magazines/magazines.index';
import { noticesRouter } from './notices/notices.index';
import { notificationsRouter } from './notifications/notifications.index';
import { partnersRouter } from './partners/partners.index';
import { picksRouter } from './picks/picks.index';
import { pushRouter } from './push/push.index';
import { queueConsoleRouter } from './queue-console/queue-console.index';
import { queuesRouter } from './queues/queues.index';
import { reservationNotificationsRouter } from './reservation-notifications/reservation-notifications.index';
import { reservationsRouter } from './reservations/reservations.index';
import { reviewsRouter } from './reviews/reviews.index';
import { searchRouter } from './search/search.index';
import { spotsRouter } from './spots/spots.index';
import { termsRouter } from './terms/terms.index';
import { usersRouter } from './users/users.index';
import { votesRouter } from './votes/votes.index';

/**
 * One router per domain folder, keyed by the folder's name (docs/conventions.md). Their order
 * does not matter: a domain's router orders its own paths (a static path before a `{param}`
 * path that could read it), and no two domains have paths one URL could match
 * (tests/unit/conventions.test.ts).
 */
export const domainRouters = {
  'admin-companies': adminCompaniesRouter,
  auth: authRouter,
  calendar: calendarRouter,
  chat: chatRouter,
  dev: devRouter,
  enterprise: enterpriseRouter,
  'enterprise-operations': enterpriseOperationsRouter,
  files: filesRouter,
  health: healthRouter,
  keywords: keywordsRouter,
  magazines: magazinesRouter,
  notices: noticesRouter,
  notifications: notificationsRouter,
  partners: partnersRouter,
  picks: picksRouter,
  push: pushRouter,
  'queue-console': queueConsoleRouter,
  queues: queuesRouter,
  'reservation-notifications': reservationNotificationsRouter,
  reservations: reservationsRouter,
  reviews: reviewsRouter,
  search: searchRouter,
  spots: spotsRouter,
  terms: termsRouter,
  users: usersRouter,
  votes: votesRouter,
};

/**
 * Every domain router, mounted once; paths are the spec's (section 7). `routers` is for the
 * test that mounts them in another order.
 */
export function mountRoutes(
  app: OpenAPIHono<AppEnv, BlankSchema, '/api'>,
  routers: readonly (typeof domainRouters)[keyof typeof domainRouters][] = Object.values(domainRouters),
) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  // zod-openapi writes a named schema's component from its first use. These two are used both
  // as they are and nullable (a pop-up without an image), so the document depended on which
  // route came first; registered here in the form the document has always had, it does not.
  app.openAPIRegistry.register('SpotFile', spotFileSchema.nullable());
  app.openAPIRegistry.register('ReviewFile', reviewFileSchema.nullable());
  for (const router of routers) app.route('/', router);
}
