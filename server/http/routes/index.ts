import type { OpenAPIHono } from '@hono/zod-openapi';
import type { BlankSchema } from 'hono/types';
import type { AppEnv } from '../types';
import { calendarRouter } from './calendar/calendar.index';
import { chatRouter } from './chat/chat.index';
import { filesRouter } from './files/files.index';
import { healthRouter } from './health/health.index';
import { keywordsRouter } from './keywords/keywords.index';
import { magazinesRouter } from './magazines/magazines.index';
import { noticesRouter } from './notices/notices.index';
import { notificationsRouter } from './notifications/notifications.index';
import { partnersRouter } from './partners/partners.index';
import { picksRouter } from './picks/picks.index';
import { queueBestTimesRouter } from './queue-best-times/queue-best-times.index';
import { queueConsoleRouter } from './queue-console/queue-console.index';
import { queueTicketsRouter } from './queue-tickets/queue-tickets.index';
import { rankRouter } from './rank/rank.index';
import { recommendationsRouter } from './recommendations/recommendations.index';
import { reservationNotificationsRouter } from './reservation-notifications/reservation-notifications.index';
import { reservationsRouter } from './reservations/reservations.index';
import { reviewCountRouter } from './review-count/review-count.index';
import { reviewsRouter } from './reviews/reviews.index';
import { searchRouter } from './search/search.index';
import { spotMapRouter } from './spot-map/spot-map.index';
import { spotQueuesRouter } from './spot-queues/spot-queues.index';
import { spotsRouter } from './spots/spots.index';
import { viewLogsRouter } from './view-logs/view-logs.index';
import { votesRouter } from './votes/votes.index';
import { adminSpotsRouter } from './admin-spots/admin-spots.index';
import { enterpriseSpotsRouter } from './enterprise-spots/enterprise-spots.index';
import { authRouter } from './auth/auth.index';
import { usersRouter } from './users/users.index';
import { pushRouter } from './push/push.index';
import { termsRouter } from './terms/terms.index';
import { devRouter } from './dev/dev.index';
import { devMailboxRouter } from './dev-mailbox/dev-mailbox.index';
import { enterpriseMembershipRouter } from './enterprise-membership/enterprise-membership.index';
import { adminCompaniesRouter } from './admin-companies/admin-companies.index';
import { enterpriseOperationsRouter } from './enterprise-operations/enterprise-operations.index';
import { enterpriseStatsRouter } from './enterprise-stats/enterprise-stats.index';

/** Every domain router, mounted once; paths are the spec's (section 7). */
export function mountRoutes(app: OpenAPIHono<AppEnv, BlankSchema, '/api'>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.route('/', healthRouter);
  // Before spotsRouter: the static /v1/spots/recommendations and /v1/spots/with-reviews must
  // win over /v1/spots/{id}.
  app.route('/', recommendationsRouter);
  app.route('/', reviewsRouter);
  // Before spotsRouter too: /v1/spots/map is not a spot id.
  app.route('/', spotMapRouter);
  // /v1/spots/{id}/calendar.ics, and the calendar feed's own paths.
  app.route('/', calendarRouter);
  app.route('/', spotsRouter);
  app.route('/', rankRouter);
  app.route('/', searchRouter);
  app.route('/', spotQueuesRouter);
  app.route('/', queueBestTimesRouter);
  app.route('/', reviewCountRouter);
  app.route('/', votesRouter);
  app.route('/', viewLogsRouter);
  app.route('/', partnersRouter);
  app.route('/', noticesRouter);
  app.route('/', picksRouter);
  app.route('/', queueTicketsRouter);
  app.route('/', queueConsoleRouter);
  app.route('/', reservationNotificationsRouter);
  app.route('/', reservationsRouter);
  app.route('/', authRouter);
  app.route('/', usersRouter);
  app.route('/', termsRouter);
  app.route('/', notificationsRouter);
  app.route('/', keywordsRouter);
  app.route('/', pushRouter);
  app.route('/', devRouter);
  app.route('/', chatRouter);
  app.route('/', filesRouter);
  app.route('/', magazinesRouter);
  app.route('/', adminSpotsRouter);
  app.route('/', enterpriseMembershipRouter);
  app.route('/', adminCompaniesRouter);
  app.route('/', devMailboxRouter);
  app.route('/', enterpriseSpotsRouter);
  app.route('/', enterpriseOperationsRouter);
  app.route('/', enterpriseStatsRouter);
}
