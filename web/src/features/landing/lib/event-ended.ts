import type { AforoEvent } from '@aforo/domain';
import { DateTime } from 'luxon';
import { parseDateText } from '../../../lib/dates';

/** Whether the event's end (datetime_to, 'YYYY-MM-DD HH:mm:ss') has passed. */
export function hasEnded(
  event: Pick<AforoEvent, 'datetime_to'>,
  now: DateTime = DateTime.now(),
): boolean {
  const end = parseDateText(event.datetime_to);
  return end !== null && end < now;
}
