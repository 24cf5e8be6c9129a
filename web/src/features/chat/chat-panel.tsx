import { Badge, Box, Button, Field, HStack, Stack, Tabs, Text, Textarea } from '@chakra-ui/react';
import { CHAT_MESSAGE_MAX, unreadIn, type ChatMessage } from '@aforo/domain';
import type { CollectionReference } from 'firebase/firestore';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { useT } from '../../i18n/use-t';
import { refs } from '../../lib/firestore/refs';
import { MessageList, OnlineDot, type ChatPerson } from './message-list';
import { useOnlineUsers } from '../../lib/presence';
import {
  ensurePrivateChat,
  markChatRead,
  noteMessageSent,
  sendChatMessage,
  totalUnread,
  useMyPrivateChats,
} from './api/private-chats';

/** Who is chatting: the account and the name its registration gives (null: none to show). */
export interface ChatMe {
  uid: string;
  name: string | null;
}

/**
 * The event's chats (part 1 §4): the public chat and private chats with one other person, whose
 * chat id is the two uids sorted and joined with '_'. Tabs '1' (public) and '2' (private).
 */
export function ChatPanel({
  eventId,
  me,
  people,
  canHide,
  peer,
  onPeer,
}: {
  eventId: string;
  me: ChatMe;
  /** The people one may chat with privately (contacts first, then attendees). */
  people: readonly ChatPerson[];
  canHide: boolean;
  /** The private chat open, if any. */
  peer: string | null;
  onPeer: (uid: string | null) => void;
}) {
  const t = useT();
  const db = useFirestore();
  const online = useOnlineUsers(eventId);
  const byUid = useMemo(() => new Map(people.map((p) => [p.uid, p])), [people]);
  const [tab, setTab] = useState(peer ? '2' : '1');
  // Opening someone's chat (from the attendee list) shows the private tab.
  const [shownPeer, setShownPeer] = useState(peer);
  if (peer !== shownPeer) {
    setShownPeer(peer);
    if (peer) setTab('2');
  }
  const [seen, setSeen] = useState(() => Date.now());
  const [newestPublic, setNewestPublic] = useState(0);
  const publicRef = useMemo(() => refs.publicChat(db, eventId), [db, eventId]);
  const unread = tab !== '1' && newestPublic > seen;
  const myChats = useMyPrivateChats(eventId, me.uid);
  const privateUnread = totalUnread(myChats, me.uid);
  const otherOf = (chat: (typeof myChats)[number]) =>
    chat.participants.find((p) => p.idparticipant !== me.uid)?.idparticipant ?? '';
  return (
    <Stack gap="3" data-testid="chat-panel">
      <Text fontSize="sm" data-testid="online-count">
        {t('social.online', { count: online.size })}
      </Text>
      <Tabs.Root
        value={tab}
        onValueChange={(e) => {
          setTab(e.value);
          if (e.value === '1') setSeen(Date.now());
        }}
      >
        <Tabs.List>
          <Tabs.Trigger value="1">
            {t('chat.public')}
            {unread ? (
              <Badge colorPalette="red" data-testid="chat-unread">
                {t('chat.unread', { count: 1 })}
              </Badge>
            ) : null}
          </Tabs.Trigger>
          <Tabs.Trigger value="2">
            {t('chat.private')}
            {privateUnread > 0 ? (
              <Badge colorPalette="red" data-testid="chat-private-unread">
                {t('chat.unread', { count: privateUnread })}
              </Badge>
            ) : null}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="1">
          <Stack gap="3">
            <MessageList
              messages={publicRef}
              people={byUid}
              online={online}
              canHide={canHide}
              onSeen={(newest) => {
                setNewestPublic(newest);
                if (tab === '1') setSeen(Date.now());
              }}
            />
            <Composer messages={publicRef} chatId={eventId} me={me} />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="2">
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="start">
            <Stack gap="3" minW="48">
              <Text as="h3" fontWeight="semibold" fontSize="sm">
                {t('chat.myChats')}
              </Text>
              {myChats.length === 0 ? (
                <Text fontSize="sm" data-testid="my-chats-empty">
                  {t('chat.noChats')}
                </Text>
              ) : (
                <Stack as="ul" listStyleType="none" gap="1" data-testid="my-chats">
                  {myChats.map((chat) => {
                    const uid = otherOf(chat);
                    const count = unreadIn(chat, me.uid);
                    return (
                      <Box as="li" key={chat._id} data-testid="my-chat">
                        <Button
                          size="sm"
                          variant={uid === peer ? 'solid' : 'ghost'}
                          onClick={() => onPeer(uid)}
                          h="auto"
                          py="1"
                          justifyContent="start"
                          textAlign="start"
                        >
                          <Stack gap="0" align="start">
                            <HStack gap="2">
                              <Text as="span">{byUid.get(uid)?.names || t('chat.someone')}</Text>
                              {online.has(uid) ? <OnlineDot label={t('social.isOnline')} /> : null}
                              {count > 0 ? (
                                <Badge colorPalette="red" data-testid="my-chat-unread">
                                  {t('chat.unread', { count })}
                                </Badge>
                              ) : null}
                            </HStack>
                            <Text as="span" fontSize="xs" lineClamp={1} maxW="56">
                              {chat.ultimo_mensaje}
                            </Text>
                          </Stack>
                        </Button>
                      </Box>
                    );
                  })}
                </Stack>
              )}
              <Text as="h3" fontWeight="semibold" fontSize="sm">
                {t('chat.startChat')}
              </Text>
              <Stack as="ul" listStyleType="none" gap="1" minW="48" data-testid="chat-peers">
                {people.map((person) => (
                  <Box as="li" key={person.uid}>
                    <Button
                      size="sm"
                      variant={person.uid === peer ? 'solid' : 'ghost'}
                      onClick={() => onPeer(person.uid)}
                      position="relative"
                    >
                      {person.names}
                      {online.has(person.uid) ? <OnlineDot label={t('social.isOnline')} /> : null}
                    </Button>
                  </Box>
                ))}
              </Stack>
            </Stack>
            <Box flex="1" w="full">
              {peer ? (
                <PrivateChat
                  key={peer}
                  eventId={eventId}
                  me={me}
                  peer={byUid.get(peer) ?? { uid: peer, names: '', picture: null }}
                  people={byUid}
                  online={online}
                  shown={tab === '2'}
                />
              ) : (
                <Text>{t('chat.pickPeer')}</Text>
              )}
            </Box>
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

/**
 * The public chat alone, for the activity room: its messages and the composer, without the
 * public/private tabs (the room's own row of tabs is the only one there).
 */
export function PublicChatPanel({
  eventId,
  me,
  canHide,
}: {
  eventId: string;
  me: ChatMe;
  canHide: boolean;
}) {
  const t = useT();
  const db = useFirestore();
  const online = useOnlineUsers(eventId);
  const publicRef = useMemo(() => refs.publicChat(db, eventId), [db, eventId]);
  const nobody = useMemo(() => new Map<string, ChatPerson>(), []);
  return (
    <Stack gap="3" data-testid="chat-panel">
      <Text fontSize="sm" data-testid="online-count">
        {t('social.online', { count: online.size })}
      </Text>
      <MessageList messages={publicRef} people={nobody} online={online} canHide={canHide} />
      <Composer messages={publicRef} chatId={eventId} me={me} />
    </Stack>
  );
}

/** A private chat: its document is made on first open (the rules want it before messages). */
function PrivateChat({
  eventId,
  me,
  peer,
  people,
  online,
  shown,
}: {
  eventId: string;
  me: ChatMe;
  peer: ChatPerson;
  people: ReadonlyMap<string, ChatPerson>;
  online: ReadonlySet<string>;
  /** Whether the private tab is on screen: only then are its messages read. */
  shown: boolean;
}) {
  const t = useT();
  const db = useFirestore();
  const [ready, setReady] = useState<'no' | 'yes' | 'failed'>('no');
  const chatRef = useMemo(
    () => refs.privateChat(db, eventId, me.uid, peer.uid),
    [db, eventId, me.uid, peer.uid],
  );
  const messagesRef = useMemo(
    () => refs.privateChatMessages(db, eventId, me.uid, peer.uid),
    [db, eventId, me.uid, peer.uid],
  );
  useEffect(() => {
    let current = true;
    ensurePrivateChat(chatRef, me.uid, peer.uid, (uid) => people.get(uid)?.picture ?? null).then(
      () => current && setReady('yes'),
      () => current && setReady('failed'),
    );
    return () => {
      current = false;
    };
  }, [chatRef, me.uid, peer.uid, people]);
  if (ready === 'failed') return <Text color="fg.error">{t('chat.failed', { message: '' })}</Text>;
  if (ready === 'no') return null;
  return (
    <OpenPrivateChat
      chatRef={chatRef}
      messagesRef={messagesRef}
      me={me}
      peer={peer}
      people={people}
      online={online}
      shown={shown}
    />
  );
}

/** The open conversation, once its document exists: read as it arrives while on screen. */
function OpenPrivateChat({
  chatRef,
  messagesRef,
  me,
  peer,
  people,
  online,
  shown,
}: {
  chatRef: ReturnType<typeof refs.privateChat>;
  messagesRef: CollectionReference<ChatMessage>;
  me: ChatMe;
  peer: ChatPerson;
  people: ReadonlyMap<string, ChatPerson>;
  online: ReadonlySet<string>;
  shown: boolean;
}) {
  const t = useT();
  const db = useFirestore();
  const chat = useFirestoreDocData(chatRef).data;
  const unread = chat ? unreadIn(chat, me.uid) : 0;
  useEffect(() => {
    if (shown && unread > 0) void markChatRead(db, chatRef, me.uid).catch(() => undefined);
  }, [db, chatRef, me.uid, shown, unread]);
  return (
    <Stack gap="3" data-testid="private-chat">
      <Text fontWeight="semibold">{t('chat.with', { name: peer.names })}</Text>
      <MessageList messages={messagesRef} people={people} online={online} canHide={false} />
      <Composer
        messages={messagesRef}
        chatId={chatRef.id}
        me={me}
        afterSend={(text) => void noteMessageSent(db, chatRef, me.uid, text).catch(() => undefined)}
      />
    </Stack>
  );
}

/** The message box: empty and over-long messages are refused before the rules refuse them. */
function Composer({
  messages,
  chatId,
  me,
  afterSend,
}: {
  messages: CollectionReference<ChatMessage>;
  chatId: string;
  me: ChatMe;
  afterSend?: (text: string) => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const tooLong = text.length > CHAT_MESSAGE_MAX;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value || tooLong) return;
    setBusy(true);
    setError(null);
    try {
      await sendChatMessage(messages, chatId, me, value);
      setText('');
      afterSend?.(value.slice(0, CHAT_MESSAGE_MAX));
    } catch (err) {
      setError(t('chat.failed', { message: err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)}>
      <Field.Root invalid={tooLong || error !== null}>
        <Field.Label htmlFor={id} srOnly>
          {t('chat.placeholder')}
        </Field.Label>
        <HStack w="full" align="start">
          <Textarea
            id={id}
            value={text}
            rows={2}
            placeholder={t('chat.placeholder')}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault();
                e.currentTarget.form?.requestSubmit();
              }
            }}
            data-testid="chat-input"
          />
          <Button type="submit" loading={busy} disabled={!text.trim() || tooLong}>
            {t('chat.send')}
          </Button>
        </HStack>
        <Field.ErrorText>
          {tooLong ? t('chat.tooLong', { max: CHAT_MESSAGE_MAX }) : error}
        </Field.ErrorText>
      </Field.Root>
    </form>
  );
}
