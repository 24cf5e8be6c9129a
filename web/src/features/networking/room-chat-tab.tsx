import type { AforoEvent } from '@aforo/domain';
import { Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import { useEventByLocator } from '../../lib/event/use-event';
import SocialZone from './social-zone';

/**
 * The activity room's chat tab (the room renders this lazily): the event's chat with presence, for
 * its signed-in attendees; anyone else is offered the register dialog. It lives with the social
 * zone it shows, so the chat feature never imports networking back.
 */
export interface RoomChatTabProps {
  eventId: string;
  activityId: string;
}

export default function RoomChatTab({ eventId }: RoomChatTabProps) {
  const state = useEventByLocator({ by: 'id', id: eventId });
  if (state.status !== 'loaded') return state.status === 'loading' ? <PageLoader /> : null;
  return <RoomChat event={state.event} />;
}

function RoomChat({ event }: { event: AforoEvent }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <SocialZone event={event} initialTab="chat" />
    </Suspense>
  );
}
