import { Avatar, Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ChatMessage } from '@aforo/domain';
import type { CollectionReference } from 'firebase/firestore';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime, readerZone } from '../../lib/text-dates';
import { useLocale } from '../../i18n/i18n-provider';
import { useT } from '../../i18n/use-t';
import { hideMessage, useNewestMessages } from './api/messages';
import { ChatText } from './chat-text';

/** The newest messages a chat opens with; older ones come this many at a time. */
export const CHAT_PAGE_SIZE = 50;

export interface ChatPerson {
  uid: string;
  names: string;
  picture: string | null;
}

/**
 * A conversation, newest at the bottom: one live query on the newest CHAT_PAGE_SIZE messages
 * (never the whole history); scrolling to the top, or the button, widens it by a page.
 */
export function MessageList({
  messages: ref,
  people,
  online,
  canHide,
  onSeen,
}: {
  messages: CollectionReference<ChatMessage>;
  /** Names and pictures known for senders (a message's own name wins). */
  people: ReadonlyMap<string, ChatPerson>;
  online: ReadonlySet<string>;
  /** Event admins hide (delete) a message, 'spam' (the author sees it gone). */
  canHide: boolean;
  onSeen?: (newest: number) => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const [pages, setPages] = useState(1);
  const { status, messages, full } = useNewestMessages(ref, pages * CHAT_PAGE_SIZE);
  const bottom = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?._id;
  useEffect(() => {
    // A new message at the bottom scrolls into view; paging older ones does not move the view.
    bottom.current?.scrollIntoView?.({ block: 'end' });
    const last = messages.at(-1)?.sortByDateAndTime;
    if (last && onSeen) onSeen(last.toMillis());
  }, [lastId]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new last message
  const time = (message: ChatMessage) =>
    message.sortByDateAndTime
      ? // A conversation's times are the reader's own: when each message arrived for them.
        formatDateTime(message.sortByDateAndTime, { locale, zone: readerZone() })
      : '';

  return (
    <Stack
      gap="2"
      maxH="60vh"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      data-testid="chat-messages"
      aria-live="polite"
      onScroll={(e) => {
        if (full && e.currentTarget.scrollTop === 0) setPages((n) => n + 1);
      }}
    >
      {full ? (
        <Button size="xs" variant="ghost" alignSelf="center" onClick={() => setPages((n) => n + 1)}>
          {t('chat.older')}
        </Button>
      ) : null}
      {status === 'success' && messages.length === 0 ? <Text>{t('chat.empty')}</Text> : null}
      {messages.map((message) => {
        const person = people.get(message.user_id);
        const name = message.name ?? person?.names ?? t('chat.someone');
        return (
          <HStack key={message._id} align="start" gap="2" data-testid="chat-message">
            <Box position="relative">
              <Avatar.Root size="sm">
                <Avatar.Fallback name={name} />
                {person?.picture ? <Avatar.Image src={person.picture} alt="" /> : null}
              </Avatar.Root>
              {online.has(message.user_id) ? <OnlineDot /> : null}
            </Box>
            <Box flex="1" minW="0">
              <HStack gap="2">
                <Text fontWeight="semibold" fontSize="sm">
                  {name}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {time(message)}
                </Text>
              </HStack>
              <ChatText text={message.text} />
            </Box>
            {canHide ? (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t('chat.hide')}
                title={t('chat.hide')}
                onClick={() => void hideMessage(ref, message._id)}
              >
                ✕
              </IconButton>
            ) : null}
          </HStack>
        );
      })}
      <div ref={bottom} />
    </Stack>
  );
}

/** The green dot of someone online now. */
export function OnlineDot({ label }: { label?: string }) {
  return (
    <Box
      as="span"
      display="inline-block"
      position="absolute"
      bottom="0"
      right="0"
      boxSize="2.5"
      borderRadius="full"
      bg="green.500"
      borderWidth="2px"
      borderColor="bg"
      data-testid="presence-online"
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}
