import { Badge, Box, Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { unreadCounts } from '@aforo/domain';
import { doc, limit, query, updateDoc, where } from 'firebase/firestore';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { useT } from '../../i18n/use-t';
import { refs } from '../../lib/firestore/refs';
import { useSystemNotifications } from '../../lib/browser-notifications';
import { BrowserNotificationsOptIn } from './browser-notifications-opt-in';

/** The unread notices one bell listens to (a bounded listener). */
const MAX_UNREAD = 100;

/**
 * The attendee's bell (part 1 §4): unread notices ('0') by kind, amistad and agenda, live; a
 * notice is marked read ('1') by its owner, the only change the rules allow.
 */
export function NotificationsBell({ uid, eventId }: { uid: string; eventId: string }) {
  const t = useT();
  const db = useFirestore();
  const [open, setOpen] = useState(false);
  const unread = useMemo(
    () => query(refs.notifications(db, uid), where('state', '==', '0'), limit(MAX_UNREAD)),
    [db, uid],
  );
  const { data } = useFirestoreCollectionData(unread);
  // Notices of other events stay for their own bell; old ones carry no event and show anywhere.
  const mine = (data ?? []).filter((n) => !n.event_id || n.event_id === eventId);
  const counts = unreadCounts(mine);
  // Notices that arrive while the page is hidden also show as system notifications (opt-in).
  const fallbackTitle = t('bell.label', { count: 1 });
  const system = useMemo(
    () =>
      data
        ? data
            .filter((n) => !n.event_id || n.event_id === eventId)
            .map((n) => ({
              id: n._id,
              title: n.title || fallbackTitle,
              body: n.message,
              url: `/landing/${encodeURIComponent(n.event_id ?? eventId)}`,
            }))
        : null,
    [data, eventId, fallbackTitle],
  );
  useSystemNotifications(system);
  const total = counts.agenda + counts.amistad;
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = `notifications-${uid}`;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    bell.current?.focus();
  };
  // The list opens in the page's flow, under the bell: as an overlay it covered the very
  // requests it announces (their Aceptar buttons).
  return (
    <Stack align="end" gap="2" onKeyDown={onKeyDown}>
      <Button
        ref={bell}
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="notifications-bell"
      >
        <BellIcon />
        <Box as="span" srOnly>
          {t('bell.label', { count: total })}
        </Box>
        <Badge
          aria-hidden="true"
          colorPalette={total > 0 ? 'red' : 'gray'}
          data-testid="notifications-count"
        >
          {total}
        </Badge>
      </Button>
      {open ? (
        <Stack
          id={panelId}
          w="full"
          maxW="sm"
          p="3"
          gap="2"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          data-testid="notifications-list"
        >
          <HStack gap="3" fontSize="sm">
            <Text>{t('bell.amistad', { count: counts.amistad })}</Text>
            <Text>{t('bell.agenda', { count: counts.agenda })}</Text>
          </HStack>
          <BrowserNotificationsOptIn />
          {mine.length === 0 ? <Text fontSize="sm">{t('bell.empty')}</Text> : null}
          {mine.map((n) => (
            <Stack key={n._id} gap="1" borderTopWidth="1px" pt="2" data-testid="notification">
              <Text fontSize="sm">{n.message}</Text>
              <Button
                size="xs"
                variant="ghost"
                alignSelf="start"
                onClick={() =>
                  void updateDoc(doc(refs.notifications(db, uid), n._id), { state: '1' })
                }
              >
                {t('bell.markRead')}
              </Button>
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** Drawn, not an emoji: a machine without an emoji font showed a missing-glyph box. */
function BellIcon() {
  return (
    <Icon boxSize="4" aria-hidden="true" data-testid="bell-icon">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
    </Icon>
  );
}
