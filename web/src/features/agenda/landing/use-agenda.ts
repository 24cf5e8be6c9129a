import {
  PUBLIC_ACCESS_TYPES,
  type Activity,
  type Category,
  type Space,
  type Speaker,
} from '@aforo/domain';
import { limit, query, where } from 'firebase/firestore/lite';
import { liteRefs, useLiteQuery } from '../../../lib/firestore/lite';
import { useSession } from '../../../lib/session/session-provider';
import { useActivitiesForUser, useMyActivityRecords } from '../api/activities';

/** How many items the landing's agenda reads at most: the reads stay bounded. */
const SECTION_LIMIT = 100;

/*
 * Read once with Firestore Lite (lib/firestore/lite.ts): the landing stays free of the full SDK.
 * Sorting happens here, so the queries need no composite index.
 */
function usePublishedActivities(eventId: string): Loaded<Activity[]> {
  const state = useLiteQuery(
    query(
      liteRefs.eventContent(eventId, 'activities'),
      where('isPublished', '==', true),
      // EXCLUSIVE activities are for their roles only: the rules refuse a list that may hold them.
      where('access_restriction_type', 'in', [...PUBLIC_ACCESS_TYPES]),
      limit(SECTION_LIMIT),
    ),
    `landing-activities:${eventId}`,
  );
  return state.status === 'success'
    ? {
        status: 'success',
        data: [...state.data].sort((a, b) => a.datetime_start.localeCompare(b.datetime_start)),
      }
    : state;
}

function usePublishedSpeakers(eventId: string): Loaded<Speaker[]> {
  const state = useLiteQuery(
    query(
      liteRefs.eventContent(eventId, 'speakers'),
      where('published', '==', true),
      limit(SECTION_LIMIT),
    ),
    `landing-speakers:${eventId}`,
  );
  return state.status === 'success'
    ? {
        status: 'success',
        data: [...state.data].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)),
      }
    : state;
}

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

export interface AgendaData {
  activities: Activity[];
  categories: Map<string, Category>;
  spaces: Map<string, Space>;
  speakers: Speaker[];
}

const byId = <T extends { _id: string }>(items: readonly T[]) =>
  new Map(items.map((item) => [item._id, item]));

/**
 * What the landing's agenda and speakers show. A visitor reads the public activities with
 * Firestore Lite; a signed-in one asks the API, which also answers the EXCLUSIVE activities of
 * its role (the rules keep them out of public lists). Categories, spaces and speakers are public.
 */
export function useAgenda(eventId: string): Loaded<AgendaData> {
  const session = useSession();
  const uid = session.user?.uid ?? null;
  const publicList = usePublishedActivities(eventId);
  const forUser = useActivitiesForUser(eventId, uid, SECTION_LIMIT);
  const categories = useLiteQuery(
    query(liteRefs.eventContent(eventId, 'categories'), limit(SECTION_LIMIT)),
    `landing-categories:${eventId}`,
  );
  const spaces = useLiteQuery(
    query(liteRefs.eventContent(eventId, 'spaces'), limit(SECTION_LIMIT)),
    `landing-spaces:${eventId}`,
  );
  const speakers = usePublishedSpeakers(eventId);
  const activities: Loaded<Activity[]> =
    uid === null
      ? publicList
      : forUser.status === 'success'
        ? {
            status: 'success',
            data: [...forUser.data.data]
              .filter((a) => a.isPublished === true)
              .sort((a, b) => a.datetime_start.localeCompare(b.datetime_start)),
          }
        : forUser;
  for (const state of [activities, categories, spaces, speakers]) {
    if (state.status === 'error') return { status: 'error', error: state.error };
  }
  if (
    activities.status !== 'success' ||
    categories.status !== 'success' ||
    spaces.status !== 'success' ||
    speakers.status !== 'success'
  ) {
    return { status: 'loading' };
  }
  return {
    status: 'success',
    data: {
      activities: activities.data,
      categories: byId(categories.data),
      spaces: byId(spaces.data),
      speakers: speakers.data,
    },
  };
}

/** The ids of the activities the signed-in attendee is on (its activities_attendees records). */
export function useMyActivityIds(eventId: string, attendeeId: string | null) {
  const query = useMyActivityRecords(eventId, attendeeId);
  return {
    ids: new Set(query.status === 'success' ? query.data.data.map((r) => r.activity_id) : []),
    reload: query.reload,
  };
}
