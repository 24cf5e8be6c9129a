import { REQUEST_STATUSES, type RequestStatus } from '@aforo/domain';
import { getCountFromServer, limit, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useQuerySnapshot } from '../../../lib/firestore/use-snapshot';

/**
 * The event's meetings for its admins (event_agendas/{eventId}/agendas): the newest `listed`
 * live, and the exact count per state by count queries, counted again whenever a listed meeting
 * changes (the list is live). `failure` says why the counts could not be read.
 */
export function useNetworkingReport(eventId: string, listed: number) {
  const db = useFirestore();
  const meetings = useQuerySnapshot(
    query(refs.meetingRequests(db, eventId), orderBy('timestamp_start', 'desc'), limit(listed)),
    `report-networking:${eventId}`,
  );
  const [counts, setCounts] = useState<Record<RequestStatus, number> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const rows = meetings.status === 'success' ? meetings.data : null;
  const version = rows?.map((m) => `${m._id}:${m.request_status}`).join(',') ?? '';

  useEffect(() => {
    let live = true;
    const all = refs.meetingRequests(db, eventId);
    Promise.all(
      REQUEST_STATUSES.map(async (status) => [
        status,
        (await getCountFromServer(query(all, where('request_status', '==', status)))).data().count,
      ]),
    ).then(
      (pairs) => {
        if (live) setCounts(Object.fromEntries(pairs) as Record<RequestStatus, number>);
      },
      (error: unknown) => {
        if (live) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [db, eventId, version]);

  return { meetings, counts, failure };
}
