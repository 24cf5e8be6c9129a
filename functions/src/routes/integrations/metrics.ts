import { percentOf } from '@aforo/domain';
import { Router } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import { requireEventPermission } from '../../lib/access';
import { EVENT_TIME_ZONE } from '../../config';
import { readCounters } from '../../lib/counters';
import { eventIdOf } from '../../lib/resource-router';
import { refs } from '../../lib/refs';
import { validateValue } from '../../lib/validate';
import { daysBetween, metricsByDateSchema, nextDay, zonedMidnight } from '@aforo/domain';

/**
 * Event metrics (part 1 §7.2) for staff with the `metrics` permission. Totals come from the
 * sharded counters every attendee write moves (lib/counters.ts); everything else from aggregation queries. No route reads the
 * attendees themselves.
 */
export const metricsRouter = Router();

const count = async (query: { count(): { get(): Promise<{ data(): { count: number } }> } }) =>
  (await query.count().get()).data().count;

/** Activities a metrics answer covers at most: each costs two count queries. */
const MAX_ACTIVITIES = 300;

/** GET /api/events/{eventId}/totalmetricsbyevent */
metricsRouter.get('/events/:eventId/totalmetricsbyevent', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'metrics');
  const [{ totalAttendees, checkedInAttendees }, totalActivities] = await Promise.all([
    readCounters(access.eventId),
    count(refs.eventContent(access.eventId, 'activities')),
  ]);
  res.json({
    totalAttendees,
    checkedInAttendees,
    notCheckedInAttendees: totalAttendees - checkedInAttendees,
    percentage: percentOf(checkedInAttendees, totalAttendees),
    totalActivities,
  });
});

/** GET /api/events/{eventId}/totalmetricsbyactivity: registered and checked in per activity. */
metricsRouter.get('/events/:eventId/totalmetricsbyactivity', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'metrics');
  const activities = await refs
    .eventContent(access.eventId, 'activities')
    .select('name')
    .limit(MAX_ACTIVITIES)
    .get();
  const data = await Promise.all(
    activities.docs.map(async (doc) => {
      const records = refs.activityAttendees(access.eventId, doc.id);
      const [total, checkedIn] = await Promise.all([
        count(records),
        count(records.where('checked_in', '==', true)),
      ]);
      const name: unknown = doc.get('name');
      return {
        activity_id: doc.id,
        name: typeof name === 'string' ? name : '',
        total,
        checked_in: checkedIn,
        percentage: percentOf(checkedIn, total),
      };
    }),
  );
  res.json({ data });
});

/**
 * GET /api/events/{eventId}/metricsbydate/eventusers?metrics_type&datetime_from&datetime_to:
 * registrations (created_at) or check-ins (checkedin_at) per day of the event's time zone, one
 * count query per day.
 */
metricsRouter.get('/events/:eventId/metricsbydate/eventusers', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'metrics');
  const query = await validateValue(metricsByDateSchema, req.query);
  const attendees = refs.attendees(access.eventId);
  const days = daysBetween(query.datetime_from, query.datetime_to);
  const data = await Promise.all(
    days.map(async (day) => {
      const next = nextDay(day);
      const ranged =
        query.metrics_type === 'created_at'
          ? attendees
              .where('created_at', '>=', Timestamp.fromDate(zonedMidnight(day, EVENT_TIME_ZONE)))
              .where('created_at', '<', Timestamp.fromDate(zonedMidnight(next, EVENT_TIME_ZONE)))
          : // checkedin_at is 'YYYY-MM-DD HH:mm:ss' in the event's zone: text order is time order.
            attendees
              .where('checkedin_at', '>=', `${day} 00:00:00`)
              .where('checkedin_at', '<', `${next} 00:00:00`);
      return { date: day, count: await count(ranged) };
    }),
  );
  res.json({
    metrics_type: query.metrics_type,
    datetime_from: query.datetime_from,
    datetime_to: query.datetime_to,
    total: data.reduce((sum, d) => sum + d.count, 0),
    data,
  });
});
