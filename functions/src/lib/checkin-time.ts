import { formatCheckinTime } from '@aforo/domain';
import { EVENT_TIME_ZONE } from '../config';

/** "Now" as check-in times are written: 'YYYY-MM-DD HH:mm:ss' in the events' time zone. */
export const checkinNow = () => formatCheckinTime(new Date(), EVENT_TIME_ZONE);
