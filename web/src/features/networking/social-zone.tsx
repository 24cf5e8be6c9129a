import { HStack, Heading, Stack, Tabs } from '@chakra-ui/react';
import type { AforoEvent, NetworkingAttendee } from '@aforo/domain';
import { limit, query, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { PageLoader } from '../../components/page-loader';
import { useT } from '../../i18n/use-t';
import { refs } from '../../lib/firestore/refs';
import { useSession } from '../../lib/session/session-provider';
import { useOnlineUsers, usePresenceHeartbeat } from '../../lib/presence';
import { ChatPanel, SocialProviders, type ChatMe } from '../chat';
import { useNetworkingAttendees, useRecommendations } from './api';
import { NotificationsBell } from './notifications-bell';
import { AttendeeList, Contacts, Meetings, Recommendations } from './people';
import { RegisterGate } from './register-gate';

/** The contact requests and meetings one person's listeners hold (bounded listeners). */
const MAX_LISTED = 200;

export type SocialTab = 'chat' | 'attendees' | 'contacts' | 'meetings';

/**
 * The social side of an event: chat, attendee list, contacts and meetings with the
 * bell. Only a signed-in attendee of the event takes part (part 1 §6); anyone else is offered
 * the register dialog.
 */
export default function SocialZone({
  event,
  initialTab = 'chat',
}: {
  event: AforoEvent;
  initialTab?: SocialTab;
}) {
  const session = useSession();
  if (session.status === 'loading') return <PageLoader />;
  // The gate's texts are social messages too: it sits inside the providers that carry them.
  return (
    <SocialProviders>
      {session.user ? (
        <Registered event={event} uid={session.user.uid} initialTab={initialTab} />
      ) : (
        <RegisterGate anonymous />
      )}
    </SocialProviders>
  );
}

/**
 * The caller's registration, live: its account marker (what the rules know an attendee by), then
 * the record it names, for the name messages are sent under. Read here rather than through the
 * landing's hook, so the landing's own chunks stay as they are.
 */
function Registered({
  event,
  uid,
  initialTab,
}: {
  event: AforoEvent;
  uid: string;
  initialTab: SocialTab;
}) {
  const db = useFirestore();
  const marker = useFirestoreDocData(refs.attendeeAccount(db, event._id, uid));
  const attendeeId = marker.data?.attendee_id ?? null;
  if (marker.status === 'loading') return <PageLoader />;
  if (!attendeeId) return <RegisterGate anonymous={false} />;
  return <WithRecord event={event} uid={uid} attendeeId={attendeeId} initialTab={initialTab} />;
}

function WithRecord({
  event,
  uid,
  attendeeId,
  initialTab,
}: {
  event: AforoEvent;
  uid: string;
  attendeeId: string;
  initialTab: SocialTab;
}) {
  const db = useFirestore();
  const record = useFirestoreDocData(refs.attendee(db, event._id, attendeeId));
  if (record.status === 'loading') return <PageLoader />;
  const name = record.data?.properties.names;
  return (
    <SocialTabs
      event={event}
      me={{ uid, name: typeof name === 'string' && name ? name : null }}
      initialTab={initialTab}
    />
  );
}

function SocialTabs({
  event,
  me,
  initialTab,
}: {
  event: AforoEvent;
  me: ChatMe;
  initialTab: SocialTab;
}) {
  const t = useT();
  const db = useFirestore();
  usePresenceHeartbeat(event._id, me.uid);
  const online = useOnlineUsers(event._id);
  const [tab, setTab] = useState<SocialTab>(initialTab);
  const [peer, setPeer] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const attendees = useNetworkingAttendees(event._id, search, me.uid);
  const recommended = useRecommendations(event._id, me.uid, tab === 'attendees');
  const loaded = attendees.status === 'success' ? attendees.data.data : null;
  const people: NetworkingAttendee[] = useMemo(() => loaded ?? [], [loaded]);
  const invitationsQuery = useMemo(
    () =>
      query(
        refs.networkingInvitations(db, event._id),
        where('participants', 'array-contains', me.uid),
        limit(MAX_LISTED),
      ),
    [db, event._id, me.uid],
  );
  const invitations = useFirestoreCollectionData(invitationsQuery).data ?? [];
  const meetingsQuery = useMemo(
    () =>
      query(
        refs.meetingRequests(db, event._id),
        where('attendees', 'array-contains', me.uid),
        limit(MAX_LISTED),
      ),
    [db, event._id, me.uid],
  );
  const meetings = useFirestoreCollectionData(meetingsQuery).data ?? [];
  const pictures = useMemo(() => new Map(people.map((p) => [p.uid, p.picture])), [people]);
  const chatPeople = useMemo(
    () => people.map((p) => ({ uid: p.uid, names: p.names, picture: p.picture })),
    [people],
  );
  const openChat = (uid: string) => {
    setPeer(uid);
    setTab('chat');
  };
  return (
    <Stack gap="4" data-testid="social-zone">
      <HStack justify="space-between" align="start" wrap="wrap">
        <Heading as="h2" size="lg">
          {t('social.title')}
        </Heading>
        <NotificationsBell uid={me.uid} eventId={event._id} />
      </HStack>
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as SocialTab)} lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="chat">{t('social.tabChat')}</Tabs.Trigger>
          <Tabs.Trigger value="attendees">{t('social.tabAttendees')}</Tabs.Trigger>
          <Tabs.Trigger value="contacts">{t('social.tabContacts')}</Tabs.Trigger>
          <Tabs.Trigger value="meetings">{t('social.tabMeetings')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="chat">
          <ChatPanel
            eventId={event._id}
            me={me}
            people={chatPeople}
            canHide={event.author_id === me.uid}
            peer={peer}
            onPeer={setPeer}
          />
        </Tabs.Content>
        <Tabs.Content value="attendees">
          <Recommendations
            event={event}
            me={me.uid}
            invitations={invitations}
            online={online}
            onChat={openChat}
            recommendations={recommended.status === 'success' ? recommended.data.data : []}
            loading={recommended.status === 'loading'}
            profileHref={`/profile/${me.uid}?event=${encodeURIComponent(event._id)}`}
          />
          <AttendeeList
            event={event}
            people={people}
            loading={attendees.status === 'loading'}
            search={search}
            onSearch={setSearch}
            online={online}
            invitations={invitations}
            me={me.uid}
            onChat={openChat}
          />
        </Tabs.Content>
        <Tabs.Content value="contacts">
          <Contacts
            eventId={event._id}
            me={me.uid}
            invitations={invitations}
            online={online}
            pictures={pictures}
            onChat={openChat}
          />
        </Tabs.Content>
        <Tabs.Content value="meetings">
          <Meetings
            eventId={event._id}
            timeZone={event.time_zone}
            me={me.uid}
            meetings={meetings}
            onChat={openChat}
          />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
