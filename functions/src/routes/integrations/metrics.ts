import {
  ORDER_STATUSES,
  counterShardsPath,
  isDoorShardId,
  paths,
  percentOf,
  type ActivityMetrics,
  type EventBreakdowns,
} from '@aforo/domain';
import { Router } from 'express';
import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { requireEventPermission } from '../../lib/access';
import { EVENT_TIME_ZONE } from '../../config';
import { readCounters } from '../../lib/counters';
import { auth, db } from '../../lib/firebase';
import { eventIdOf } from '../resource-router';
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

/** Activities a metrics answer covers at most: each costs three count queries. */
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
      const checked = records.where('checked_in', '==', true);
      const [total, checkedIn, online] = await Promise.all([
        count(records),
        count(checked),
        count(checked.where('online', '==', true)),
      ]);
      const name: unknown = doc.get('name');
      const metrics: ActivityMetrics = {
        activity_id: doc.id,
        name: typeof name === 'string' ? name : '',
        total,
        checked_in: checkedIn,
        checked_in_online: online,
        percentage: percentOf(checkedIn, total),
      };
      return metrics;
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

/** Staff members and tickets a breakdown covers at most: each costs one count query. */
const MAX_BREAKDOWN_ROWS = 200;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The event's author and staff, with the names the dashboard shows for them. */
async function teamOf(eventId: string, authorId: string | null) {
  const staff = await refs.staff(eventId).limit(MAX_BREAKDOWN_ROWS).get();
  const team = new Map(
    staff.docs.map((doc) => [doc.id, textOf(doc.get('name')) || textOf(doc.get('email'))]),
  );
  if (authorId && !team.has(authorId)) {
    const author = await auth.getUser(authorId).catch(() => null);
    team.set(authorId, author?.displayName || author?.email || authorId);
  }
  return team;
}

/**
 * GET /api/events/{eventId}/metrics/breakdowns: check-ins per door device
 * (the devices' counter shards) and per staff member (count of checked_in_by), attendees per
 * ticket, orders and amounts per payment status (count and sum). No attendee or order is read.
 */
metricsRouter.get('/events/:eventId/metrics/breakdowns', async (req, res) => {
  const access = await requireEventPermission(req, eventIdOf(req), 'metrics');
  const eventId = access.eventId;
  const attendees = refs.attendees(eventId);
  const [shards, team, tickets] = await Promise.all([
    db.collection(counterShardsPath(eventId)).get(),
    teamOf(eventId, access.event.author_id ?? null),
    refs.eventContent(eventId, 'tickets').select('title').limit(MAX_BREAKDOWN_ROWS).get(),
  ]);
  const orders = db.collection(paths.orders()).where('event_id', '==', eventId);
  const [staff, ticketCounts, noTicket, payments, { checkedInAttendees }] = await Promise.all([
    Promise.all(
      [...team].map(async ([uid, name]) => ({
        user_id: uid,
        name,
        checked_in: await count(attendees.where('checked_in_by', '==', uid)),
      })),
    ),
    Promise.all(
      tickets.docs.map(async (doc) => ({
        ticket_id: doc.id,
        title: textOf(doc.get('title')),
        attendees: await count(attendees.where('ticket_id', '==', doc.id)),
      })),
    ),
    count(attendees.where('ticket_id', '==', null)),
    Promise.all(
      ORDER_STATUSES.map(async (status) => {
        const snap = await orders
          .where('status', '==', status)
          .aggregate({ orders: AggregateField.count(), amount: AggregateField.sum('amount') })
          .get();
        const { orders: n, amount } = snap.data();
        return { status, orders: n, amount: amount ?? 0 };
      }),
    ),
    readCounters(eventId),
  ]);
  const attributed = staff.reduce((sum, s) => sum + s.checked_in, 0);
  const answer: EventBreakdowns = {
    devices: shards.docs
      .filter((doc) => isDoorShardId(doc.id))
      .map((doc) => ({ shard: doc.id, checked_in: Number(doc.get('checkedInAttendees') ?? 0) }))
      .sort((a, b) => b.checked_in - a.checked_in),
    staff: staff.sort((a, b) => b.checked_in - a.checked_in),
    checked_in_unattributed: Math.max(checkedInAttendees - attributed, 0),
    tickets: [...ticketCounts, { ticket_id: null, title: '', attendees: noTicket }],
    payments,
  };
  res.json(answer);
});
