import type { AforoEvent } from '@aforo/domain';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { PageLoader } from '../../components/page-loader';
import { useEventByLocator } from '../../lib/event/use-event';
import { refs } from '../../lib/firestore/refs';
import { useSession } from '../../lib/session/session-provider';
import { PublicChatPanel, SocialProviders } from '../chat';
import { usePresenceHeartbeat } from '../../lib/presence';
import { RegisterGate } from './register-gate';

/**
 * The activity room's chat tab (the room renders this lazily): the event's public chat with
 * presence, for its signed-in attendees; anyone else is offered the register dialog. Only the
 * public chat: the room has one row of tabs, and private chats, contacts and meetings are in the
 * event's social zone.
 */
interface RoomChatTabProps {
  eventId: string;
  activityId: string;
}

export default function RoomChatTab({ eventId }: RoomChatTabProps) {
  const state = useEventByLocator({ by: 'id', id: eventId });
  const session = useSession();
  if (state.status !== 'loaded') return state.status === 'loading' ? <PageLoader /> : null;
  if (session.status === 'loading') return <PageLoader />;
  return (
    <SocialProviders>
      {session.user ? (
        <Registered event={state.event} uid={session.user.uid} />
      ) : (
        <RegisterGate anonymous />
      )}
    </SocialProviders>
  );
}

/** The caller's registration, live: the account marker the rules know, then its record's name. */
function Registered({ event, uid }: { event: AforoEvent; uid: string }) {
  const db = useFirestore();
  const marker = useFirestoreDocData(refs.attendeeAccount(db, event._id, uid));
  const attendeeId = marker.data?.attendee_id ?? null;
  if (marker.status === 'loading') return <PageLoader />;
  if (!attendeeId) return <RegisterGate anonymous={false} />;
  return <WithRecord event={event} uid={uid} attendeeId={attendeeId} />;
}

function WithRecord({
  event,
  uid,
  attendeeId,
}: {
  event: AforoEvent;
  uid: string;
  attendeeId: string;
}) {
  const db = useFirestore();
  const record = useFirestoreDocData(refs.attendee(db, event._id, attendeeId));
  usePresenceHeartbeat(event._id, uid);
  if (record.status === 'loading') return <PageLoader />;
  const name = record.data?.properties.names;
  return (
    <PublicChatPanel
      eventId={event._id}
      me={{ uid, name: typeof name === 'string' && name ? name : null }}
      canHide={event.author_id === uid}
    />
  );
}
