/**
 * Metrics queries (part 1 §7.2): totals come from the counters, series from one aggregation query
 * per day, never from reading the attendees.
 */
import * as yup from 'yup';
import { dateText } from '../entities/common.js';
import { zonedInstant } from './time-zone.js';

/** What a series counts: registrations by created_at, check-ins by checkedin_at. */
export const METRICS_TYPES = ['created_at', 'checkedin_at'] as const;
export type MetricsType = (typeof METRICS_TYPES)[number];

/** A series is one count query per day: bounded to a quarter. */
export const METRICS_MAX_DAYS = 92;

export const metricsByDateSchema = yup.object({
  metrics_type: yup
    .mixed<MetricsType>()
    .oneOf([...METRICS_TYPES], `metrics_type debe ser ${METRICS_TYPES.join(' o ')}`)
    .required('metrics_type es requerido'),
  datetime_from: dateText().required('datetime_from es requerido'),
  datetime_to: dateText()
    .required('datetime_to es requerido')
    .test(
      'range',
      `El rango debe ir de datetime_from hasta máximo ${METRICS_MAX_DAYS} días`,
      function (to) {
        const from: unknown = this.parent.datetime_from;
        if (typeof from !== 'string' || to == null) return true;
        const days = daysBetween(from, to).length;
        return days >= 1 && days <= METRICS_MAX_DAYS;
      },
    ),
});
export type MetricsByDateQuery = yup.InferType<typeof metricsByDateSchema>;

const DAY_MS = 86_400_000;

/** Every 'YYYY-MM-DD' from `from` to `to`, both included; empty when `to` is before `from`. */
export function daysBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  const days: string[] = [];
  for (let t = start; t <= end && days.length <= METRICS_MAX_DAYS; t += DAY_MS) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** The day after 'YYYY-MM-DD'. */
export const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/** The instant local midnight of `day` is in `timeZone` (an IANA name). */
export const zonedMidnight = (day: string, timeZone: string): Date =>
  zonedInstant(`${day}T00:00:00`, timeZone);

/** Attendance of one activity: checked in at its door (in person) and through its live room. */
export interface ActivityMetrics {
  activity_id: string;
  name: string;
  total: number;
  checked_in: number;
  /** Of checked_in, those whose record the live room checked in (ActivityAttendee.online). */
  checked_in_online: number;
  percentage: number;
}

/**
 * GET /api/events/{eventId}/metrics/breakdowns: exact figures, every one a
 * counter or an aggregation query. Door devices are the counter shards the doors increment; staff
 * are the event's staff and author, counted by the checked_in_by their check-ins record.
 */
export interface EventBreakdowns {
  devices: { shard: string; checked_in: number }[];
  staff: { user_id: string; name: string; checked_in: number }[];
  /** Checked in with no recorded staff member (before checked_in_by existed, or by the API). */
  checked_in_unattributed: number;
  tickets: { ticket_id: string | null; title: string; attendees: number }[];
  payments: { status: string; orders: number; amount: number }[];
}
