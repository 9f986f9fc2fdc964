import {
  deleteCalendarFeed,
  getCalendarFeed,
  rotateCalendarFeed,
  setCalendarAlarms,
} from '../../../services/calendar/manage-calendar-feed';
import { renderPicksFeed, renderSpotCalendar } from '../../../services/calendar/render-calendar-files';
import { requestInput } from '../../request-input';
import { ok } from '../../respond';
import { createRouter } from '../../router';
import * as routes from './calendar.routes';

const ICS_TYPE = 'text/calendar; charset=utf-8';

export const calendarRouter = createRouter()
  .openapi(routes.getCalendarFeed, async (c) => ok(c, await getCalendarFeed({ userId: requestInput(c).userId })))
  .openapi(routes.rotateCalendarFeed, async (c) => {
    const { userId, lang } = requestInput(c);
    return ok(c, await rotateCalendarFeed({ userId, lang }));
  })
  .openapi(routes.setCalendarAlarms, async (c) => {
    const { userId, body } = requestInput(c);
    return ok(c, await setCalendarAlarms({ userId, ...body }));
  })
  .openapi(routes.deleteCalendarFeed, async (c) => {
    await deleteCalendarFeed({ userId: requestInput(c).userId });
    return ok(c, null);
  })
  .openapi(routes.picksFeed, async (c) => {
    const { params, lang } = requestInput(c);
    const ics = await renderPicksFeed({ token: params.file.slice(0, -'.ics'.length), lang });
    // Calendar apps poll every few hours; a private answer, never stored by shared caches.
    return c.body(ics, 200, { 'Content-Type': ICS_TYPE, 'Cache-Control': 'private, max-age=300' });
  })
  .openapi(routes.spotCalendar, async (c) => {
    const { params, lang } = requestInput(c);
    const ics = await renderSpotCalendar({ spotId: params.id, lang });
    return c.body(ics, 200, {
      'Content-Type': ICS_TYPE,
      'Content-Disposition': `attachment; filename="popspot-${params.id}.ics"`,
      'Cache-Control': 'public, max-age=300',
    });
  });
