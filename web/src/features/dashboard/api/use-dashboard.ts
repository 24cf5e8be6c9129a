import {
  count,
  getAggregateFromServer,
  getCountFromServer,
  query,
  sum,
  where,
  type Firestore,
} from 'firebase/firestore';
import type { ActivityMetrics, EventBreakdowns } from '@aforo/domain';
import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api-client';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { checkinBuckets, type Bucket } from '../lib/door';

/** Days of registrations charted, ending today (the API's range allows more). */
export const REGISTRATION_DAYS = 14;

export interface DashboardFigures {
  buckets: (Bucket & { count: number })[];
  /** Summed weight of the checked-in attendees (Asistencia por Coeficientes, domain attendeeWeight). */
  weighted: number;
  roles: { rolId: string; name: string; count: number }[];
  registrations: { date: string; count: number }[];
  /** Registered and checked in (online: through the live room) per activity (totalmetricsbyactivity). */
  activities: ActivityMetrics[];
  /** Check-ins per door device and staff member, attendees per ticket, payments (API aggregates). */
  breakdowns: EventBreakdowns;
}

const CHECKED_IN = where('checkedin_at', '>', '');
const WEIGHED = where('properties.pesovoto', '>=', -Number.MAX_VALUE);

async function countOf(q: Parameters<typeof getCountFromServer>[0]): Promise<number> {
  return (await getCountFromServer(q)).data().count;
}

/**
 * Everything the dashboard draws beyond the counters, from aggregation queries (count and sum;
 * no attendee is downloaded): arrivals per five minutes, the weighted attendance, each role's
 * attendees, and from the API's metrics routes registrations per day and attendance per activity.
 */
async function loadFigures(
  db: Firestore,
  eventId: string,
  zone: string,
  roles: readonly { _id: string; name: string }[],
): Promise<DashboardFigures> {
  const attendees = refs.attendees(db, eventId);
  const buckets = checkinBuckets(DateTime.now(), zone);
  const today = DateTime.now().setZone(zone);
  const from = today.minus({ days: REGISTRATION_DAYS - 1 }).toISODate() ?? '';
  const to = today.toISODate() ?? '';
  const id = encodeURIComponent(eventId);
  const [counts, weighted, roleCounts, registrations, activities, breakdowns] = await Promise.all([
    Promise.all(
      buckets.map((b) =>
        countOf(
          query(attendees, where('checkedin_at', '>=', b.from), where('checkedin_at', '<', b.to)),
        ),
      ),
    ),
    // The domain's attendeeWeight counts a missing pesovoto as 1: the numbers are summed and
    // counted (a range on numbers matches numbers only), every other checked-in attendee adds 1.
    Promise.all([
      getAggregateFromServer(query(attendees, CHECKED_IN, WEIGHED), {
        weight: sum('properties.pesovoto'),
        weighed: count(),
      }),
      countOf(query(attendees, CHECKED_IN)),
    ]).then(([snap, checkedIn]) => {
      const { weight, weighed } = snap.data();
      return weight + (checkedIn - weighed);
    }),
    Promise.all(roles.map((role) => countOf(query(attendees, where('rol_id', '==', role._id))))),
    apiFetch<{ data: { date: string; count: number }[] }>(
      `/api/events/${id}/metricsbydate/eventusers?metrics_type=created_at&datetime_from=${from}&datetime_to=${to}`,
    ).then((answer) => answer.data),
    apiFetch<{ data: DashboardFigures['activities'] }>(
      `/api/events/${id}/totalmetricsbyactivity`,
    ).then((answer) => answer.data),
    apiFetch<EventBreakdowns>(`/api/events/${id}/metrics/breakdowns`),
  ]);
  return {
    buckets: buckets.map((b, i) => ({ ...b, count: counts[i] ?? 0 })),
    weighted: Math.round(weighted * 100) / 100,
    roles: roles.map((role, i) => ({
      rolId: role._id,
      name: role.name,
      count: roleCounts[i] ?? 0,
    })),
    registrations,
    activities,
    breakdowns,
  };
}

export type FiguresState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; figures: DashboardFigures };

/** The figures, loaded again whenever `version` (the live counters) changes. */
export function useDashboardFigures(
  eventId: string,
  zone: string,
  roles: readonly { _id: string; name: string }[] | null,
  version: string,
): FiguresState {
  const db = useFirestore();
  const [state, setState] = useState<FiguresState>({ status: 'loading' });
  useEffect(() => {
    if (roles === null) return;
    let live = true;
    loadFigures(db, eventId, zone, roles).then(
      (figures) => {
        if (live) setState({ status: 'ready', figures });
      },
      (error: unknown) => {
        if (live)
          setState({
            status: 'error',
            message: error instanceof Error ? error.message : String(error),
          });
      },
    );
    return () => {
      live = false;
    };
  }, [db, eventId, zone, roles, version]);
  return state;
}
