import { Avatar, Badge, Box, Button, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import {
  canAnswer,
  contactOf,
  isHttpUrl,
  isKeptAsSent,
  type AforoEvent,
  type MatchReason,
  type MeetingRequest,
  type NetworkingAttendee,
  type NetworkingInvitation,
  type Recommendation,
} from '@aforo/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { useT } from '../../i18n/use-t';
import { normalizeError } from '../../lib/api-client';
import { formatDateTimeRange } from '../../lib/text-dates';
import { useDateScope } from '../../lib/use-date-scope';
import { useProfileLabels } from '../../lib/profile-labels';
import { OnlineDot } from '../chat';
import { networkingApi } from './api';
import { MeetingForm } from './meeting-form';

function Person({
  person,
  online,
}: {
  person: { names: string; picture: string | null };
  online: boolean;
}) {
  const t = useT();
  return (
    <HStack gap="3">
      <Box position="relative">
        <Avatar.Root size="sm">
          <Avatar.Fallback name={person.names} />
          {person.picture ? <Avatar.Image src={person.picture} alt="" /> : null}
        </Avatar.Root>
        {online ? <OnlineDot label={t('social.isOnline')} /> : null}
      </Box>
      <Text fontWeight="semibold">{person.names}</Text>
    </HStack>
  );
}

type ContactState =
  | { kind: 'none' }
  | { kind: 'contact' }
  | { kind: 'sent' }
  | { kind: 'received'; invitationId: string };

/**
 * Where a person stands with me: why no contact request can be sent to them, if it cannot.
 * A declined request leaves room for a new one.
 */
export function contactStateOf(
  invitations: readonly NetworkingInvitation[],
  me: string,
  uid: string,
): ContactState {
  const between = invitations.filter(
    (i) => i.response !== 'declined' && i.participants.includes(me) && i.participants.includes(uid),
  );
  if (between.some((i) => i.response === 'accepted')) return { kind: 'contact' };
  const received = between.find((i) => i.id_user_requested === me);
  if (received) return { kind: 'received', invitationId: received._id };
  return between.length > 0 ? { kind: 'sent' } : { kind: 'none' };
}

/** Said where the request button would be: a button that cannot act says why (house rule). */
function ContactState({
  state,
  onAccept,
}: {
  state: ContactState;
  onAccept: (invitationId: string) => void;
}) {
  const t = useT();
  if (state.kind === 'none') return null;
  if (state.kind === 'received') {
    return (
      <HStack wrap="wrap" data-testid="contact-state">
        <Text fontSize="sm">{t('net.state.received')}</Text>
        <Button size="xs" onClick={() => onAccept(state.invitationId)}>
          {t('net.accept')}
        </Button>
      </HStack>
    );
  }
  return (
    <Text fontSize="sm" data-testid="contact-state">
      {t(state.kind === 'contact' ? 'net.state.contact' : 'net.state.sent')}
    </Text>
  );
}

/** What a person card needs to act: the event, my uid, my invitations, who is online. */
interface CardContext {
  event: AforoEvent;
  me: string;
  invitations: readonly NetworkingInvitation[];
  online: ReadonlySet<string>;
  onChat: (uid: string) => void;
}

/**
 * One person: name, picture, the fields the organizer shows to contacts, and what I can do with
 * them (chat, a contact request or why none can be sent, a meeting). `children` sits under the
 * name (the recommendation's reasons).
 */
function PersonCard({
  person,
  context,
  testId,
  children,
}: {
  person: NetworkingAttendee;
  context: CardContext;
  testId: string;
  children?: React.ReactNode;
}) {
  const t = useT();
  const { interest } = useProfileLabels();
  const { event, me, invitations, online, onChat } = context;
  const [meeting, setMeeting] = useState(false);
  const [notice, setNotice] = useState('');
  const state = contactStateOf(invitations, me, person.uid);
  const invite = async () => {
    try {
      setNotice((await networkingApi.invite(event._id, person.uid)).message);
    } catch (err) {
      setNotice(normalizeError(err).message);
    }
  };
  const accept = async (invitationId: string) => {
    try {
      await networkingApi.respond(event._id, invitationId, 'accepted');
      setNotice('');
    } catch (err) {
      setNotice(normalizeError(err).message);
    }
  };
  return (
    <Stack as="li" borderWidth="1px" borderRadius="md" p="3" gap="2" data-testid={testId}>
      <Person person={person} online={online.has(person.uid)} />
      {children}
      {person.fields.map((field) => (
        <Text key={field.name} fontSize="sm">
          <Text as="span" fontWeight="medium">
            {field.label}:
          </Text>{' '}
          {field.value}
        </Text>
      ))}
      {person.interests.length > 0 ? (
        <Text fontSize="sm">
          <Text as="span" fontWeight="medium">
            {t('net.interests')}:
          </Text>{' '}
          {person.interests.map(interest).join(', ')}
        </Text>
      ) : null}
      <HStack wrap="wrap">
        <Button size="xs" onClick={() => onChat(person.uid)}>
          {t('net.chat')}
        </Button>
        {state.kind === 'none' ? (
          <Button size="xs" variant="outline" onClick={() => void invite()}>
            {t('net.addContact')}
          </Button>
        ) : null}
        <Button size="xs" variant="outline" onClick={() => setMeeting(true)}>
          {t('net.meet')}
        </Button>
      </HStack>
      <ContactState state={state} onAccept={(id) => void accept(id)} />
      {notice ? (
        <Text fontSize="sm" role="status">
          {notice}
        </Text>
      ) : null}
      {meeting ? (
        <MeetingForm event={event} receiver={person} onDone={() => setMeeting(false)} />
      ) : null}
    </Stack>
  );
}

/**
 * The attendee list (part 1 §4): the event's other attendees with an account, searchable by
 * name, showing the fields their definitions make visible to contacts.
 */
export function AttendeeList({
  event,
  people,
  loading,
  search,
  onSearch,
  online,
  invitations,
  me,
  onChat,
}: {
  event: AforoEvent;
  people: readonly NetworkingAttendee[];
  loading: boolean;
  search: string;
  onSearch: (value: string) => void;
  online: ReadonlySet<string>;
  invitations: readonly NetworkingInvitation[];
  me: string;
  onChat: (uid: string) => void;
}) {
  const t = useT();
  const searchId = useId();
  const context: CardContext = { event, me, invitations, online, onChat };
  return (
    <Stack gap="3" data-testid="attendee-list">
      <Input
        id={searchId}
        aria-label={t('net.search')}
        placeholder={t('net.search')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      {loading ? <PageLoader /> : null}
      {!loading && people.length === 0 ? <Text>{t('net.none')}</Text> : null}
      <Stack as="ul" listStyleType="none" gap="3">
        {people.map((person) => (
          <PersonCard key={person.uid} person={person} context={context} testId="attendee-card" />
        ))}
      </Stack>
    </Stack>
  );
}

/** One reason as a sentence (the score's parts, in the order the domain gives them). */
function ReasonText({ reason }: { reason: MatchReason }) {
  const t = useT();
  const { interest, companyType } = useProfileLabels();
  switch (reason.kind) {
    case 'interests':
      return (
        <>
          {t('net.rec.interests', {
            count: reason.shared.length,
            list: reason.shared.map(interest).join(', '),
          })}
        </>
      );
    case 'sessions':
      return <>{t('net.rec.sessions', { count: reason.count })}</>;
    case 'companyType':
      return <>{t('net.rec.companyType', { type: companyType(reason.companyType) })}</>;
    case 'role':
      return <>{reason.name ? t('net.rec.role', { role: reason.name }) : t('net.rec.sameRole')}</>;
  }
}

/**
 * "Personas recomendadas": people ranked by what they share with me (interests, sessions, kind
 * of organization, role), each with the reasons that put them there.
 */
export function Recommendations({
  recommendations,
  loading,
  profileHref,
  ...context
}: CardContext & {
  recommendations: readonly Recommendation[];
  loading: boolean;
  profileHref: string;
}) {
  const t = useT();
  return (
    <Stack gap="3" as="section" aria-labelledby="recommendations-heading">
      <Text as="h3" fontWeight="bold" id="recommendations-heading">
        {t('net.rec.title')}
      </Text>
      {loading ? <PageLoader /> : null}
      {!loading && recommendations.length === 0 ? (
        <Stack gap="1" align="start">
          <Text fontSize="sm">{t('net.rec.none')}</Text>
          <Link asChild fontSize="sm" colorPalette="blue">
            <RouterLink to={profileHref}>{t('net.rec.editProfile')}</RouterLink>
          </Link>
        </Stack>
      ) : null}
      <Stack as="ul" listStyleType="none" gap="3" data-testid="recommendations">
        {recommendations.map((person) => (
          <PersonCard key={person.uid} person={person} context={context} testId="recommendation">
            <Stack as="ul" listStyleType="none" gap="0" data-testid="recommendation-reasons">
              {person.reasons.map((reason) => (
                <Text as="li" key={reason.kind} fontSize="sm" color="fg.muted">
                  <ReasonText reason={reason} />
                </Text>
              ))}
            </Stack>
          </PersonCard>
        ))}
      </Stack>
    </Stack>
  );
}

/** Received and sent contact requests and the contact list (part 1 §4, §7.3). */
export function Contacts({
  eventId,
  me,
  invitations,
  online,
  pictures,
  onChat,
}: {
  eventId: string;
  me: string;
  invitations: readonly NetworkingInvitation[];
  online: ReadonlySet<string>;
  pictures: ReadonlyMap<string, string | null>;
  onChat: (uid: string) => void;
}) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const received = invitations.filter((i) => i.id_user_requested === me && i.response == null);
  const sent = invitations.filter((i) => i.id_user_requesting === me && isKeptAsSent(i));
  const contacts = invitations.flatMap((i) => {
    const other = contactOf(i, me);
    if (!other) return [];
    const names = i.id_user_requesting === me ? i.user_name_requested : i.user_name_requesting;
    return [{ uid: other, names, picture: pictures.get(other) ?? null }];
  });
  const respond = (id: string, response: 'accepted' | 'declined') =>
    networkingApi.respond(eventId, id, response).then(
      () => setError(null),
      (err: unknown) => setError(normalizeError(err).message),
    );
  return (
    <Stack gap="5">
      {error ? (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <Section title={t('net.received')} empty={received.length === 0} testId="contacts-received">
        {received.map((i) => (
          <HStack as="li" key={i._id} justify="space-between">
            <Text>{i.user_name_requesting}</Text>
            <HStack>
              <Button size="xs" onClick={() => void respond(i._id, 'accepted')}>
                {t('net.accept')}
              </Button>
              <Button size="xs" variant="outline" onClick={() => void respond(i._id, 'declined')}>
                {t('net.decline')}
              </Button>
            </HStack>
          </HStack>
        ))}
      </Section>
      <Section title={t('net.sentList')} empty={sent.length === 0} testId="contacts-sent">
        {sent.map((i) => (
          <HStack as="li" key={i._id} justify="space-between">
            <Text>{i.user_name_requested}</Text>
            <Badge>{i.response === 'accepted' ? t('net.accept') : t('net.pending')}</Badge>
          </HStack>
        ))}
      </Section>
      <Section title={t('net.contacts')} empty={contacts.length === 0} testId="contacts-list">
        {contacts.map((c) => (
          <HStack as="li" key={c.uid} justify="space-between">
            <Person person={c} online={online.has(c.uid)} />
            <Button size="xs" onClick={() => onChat(c.uid)}>
              {t('net.chat')}
            </Button>
          </HStack>
        ))}
      </Section>
    </Stack>
  );
}

function Section({
  title,
  empty,
  testId,
  children,
}: {
  title: string;
  empty: boolean;
  testId: string;
  children: React.ReactNode;
}) {
  const t = useT();
  return (
    <Stack gap="2" data-testid={testId}>
      <Text as="h3" fontWeight="bold">
        {title}
      </Text>
      {empty ? <Text fontSize="sm">{t('net.noneYet')}</Text> : null}
      <Stack as="ul" listStyleType="none" gap="2">
        {children}
      </Stack>
    </Stack>
  );
}

/** Meeting requests received and sent, and "my meetings": the accepted ones (part 3 §4.3). */
export function Meetings({
  eventId,
  timeZone,
  me,
  meetings,
  onChat,
}: {
  eventId: string;
  /** The event's zone, which the meetings' times are shown in. */
  timeZone: string | null | undefined;
  me: string;
  meetings: readonly MeetingRequest[];
  onChat: (uid: string) => void;
}) {
  const t = useT();
  const dateScope = useDateScope(timeZone);
  const [error, setError] = useState<string | null>(null);
  const other = (m: MeetingRequest) => (m.owner_id === me ? m.name : m.name_requesting);
  const received = meetings.filter((m) => m.owner_id !== me && canAnswer(m));
  const sent = meetings.filter((m) => m.owner_id === me && m.request_status !== 'accepted');
  const mine = meetings
    .filter((m) => m.request_status === 'accepted')
    .sort((a, b) => a.timestamp_start.localeCompare(b.timestamp_start));
  const answer = (id: string, status: 'accepted' | 'rejected') =>
    networkingApi.answerMeeting(eventId, id, status).then(
      () => setError(null),
      (err: unknown) => setError(normalizeError(err).message),
    );
  const when = (m: MeetingRequest) =>
    formatDateTimeRange(m.timestamp_start, m.timestamp_end, dateScope);
  return (
    <Stack gap="5">
      {error ? (
        <Text color="fg.error" role="alert" data-testid="meeting-answer-error">
          {error}
        </Text>
      ) : null}
      <Section title={t('meet.received')} empty={received.length === 0} testId="meetings-received">
        {received.map((m) => (
          <HStack as="li" key={m._id} justify="space-between" wrap="wrap">
            <Text>
              {other(m)} · {when(m)}
            </Text>
            <HStack>
              <Button size="xs" onClick={() => void answer(m._id, 'accepted')}>
                {t('net.accept')}
              </Button>
              <Button size="xs" variant="outline" onClick={() => void answer(m._id, 'rejected')}>
                {t('net.decline')}
              </Button>
            </HStack>
          </HStack>
        ))}
      </Section>
      <Section title={t('meet.sentList')} empty={sent.length === 0} testId="meetings-sent">
        {sent.map((m) => (
          <HStack as="li" key={m._id} justify="space-between">
            <Text>
              {other(m)} · {when(m)}
            </Text>
            <Badge>{t(`meet.status.${m.request_status}`)}</Badge>
          </HStack>
        ))}
      </Section>
      <Section title={t('meet.mine')} empty={mine.length === 0} testId="meetings-mine">
        {mine.map((m) => (
          <HStack as="li" key={m._id} justify="space-between" wrap="wrap">
            <Text>
              {t('meet.with', { name: other(m) })} · {when(m)}
            </Text>
            <JoinMeeting meeting={m} me={me} name={other(m)} onChat={onChat} />
          </HStack>
        ))}
      </Section>
    </Stack>
  );
}

/**
 * "Unirse" on an accepted meeting: the Zoom room the server made on acceptance, or, when it could
 * make none, the private chat with the other person, said so beside the button.
 */
function JoinMeeting({
  meeting,
  me,
  name,
  onChat,
}: {
  meeting: MeetingRequest;
  me: string;
  name: string;
  onChat: (uid: string) => void;
}) {
  const t = useT();
  // A meeting accepted before rooms were made (or in the instant before the server stores its
  // room) has none yet: the private chat is where it happens until a Zoom room shows up.
  const video = meeting.video ?? { platform: 'chat', join_url: null };
  const label = t('meet.joinLabel', { name });
  if (video.platform === 'zoom' && video.join_url && isHttpUrl(video.join_url)) {
    return (
      <Button asChild size="xs" data-testid="meeting-join">
        <a href={video.join_url} target="_blank" rel="noopener noreferrer" aria-label={label}>
          {t('meet.join')}
        </a>
      </Button>
    );
  }
  const peer = meeting.attendees.find((uid) => uid !== me);
  return (
    <HStack gap="2" wrap="wrap">
      <Text fontSize="sm" color="fg.muted" data-testid="meeting-fallback">
        {t('meet.fallback')}
      </Text>
      {peer ? (
        <Button
          size="xs"
          aria-label={label}
          data-testid="meeting-join"
          onClick={() => onChat(peer)}
        >
          {t('meet.join')}
        </Button>
      ) : null}
    </HStack>
  );
}
