import {
  deleteCalendarFeed,
  getCalendarFeed,
  rotateCalendarFeed,
  setCalendarAlarms,
} from '../../../services/calendar/manage-calendar-feed';
import { renderPicksFeed, renderSpotCalendar } from '../../../services/calendar/render-calendar-files';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './calendar.routes';

const ICS_TYPE = 'text/calendar; charset=utf-8';

export const calendarRouter = createRouter()
  .openapi(routes.getCalendarFeed, async (c) => ok(c, await getCalendarFeed({ userId: c.get('signedInUser').userId })))
  .openapi(routes.rotateCalendarFeed, async (c) =>
    ok(c, await rotateCalendarFeed({ userId: c.get('signedInUser').userId, lang: c.req.valid('query').lang ?? 'ko' })),
  )
  .openapi(routes.setCalendarAlarms, async (c) =>
    ok(c, await setCalendarAlarms({ userId: c.get('signedInUser').userId, ...c.req.valid('json') })),
  )
  .openapi(routes.deleteCalendarFeed, async (c) => {
    await deleteCalendarFeed({ userId: c.get('signedInUser').userId });
    return ok(c, null);
  })
  .openapi(routes.picksFeed, async (c) => {
    const ics = await renderPicksFeed({
      token: c.req.valid('param').file.slice(0, -'.ics'.length),
      lang: c.req.valid('query').lang ?? 'ko',
    });
    // Calendar apps poll every few hours; a private answer, never stored by shared caches.
    return c.body(ics, 200, { 'Content-Type': ICS_TYPE, 'Cache-Control': 'private, max-age=300' });
  })
  .openapi(routes.spotCalendar, async (c) => {
    const { id } = c.req.valid('param');
    const ics = await renderSpotCalendar({ spotId: id, lang: c.req.valid('query').lang ?? 'ko' });
    return c.body(ics, 200, {
      'Content-Type': ICS_TYPE,
      'Content-Disposition': `attachment; filename="popspot-${id}.ics"`,
      'Cache-Control': 'public, max-age=300',
    });
  });
