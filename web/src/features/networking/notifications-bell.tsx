import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { unreadCounts } from '@aforo/domain';
import { doc, limit, query, updateDoc, where } from 'firebase/firestore';
import { useMemo, useState } from 'react';
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
  return (
    <Box position="relative">
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        data-testid="notifications-bell"
      >
        <span aria-hidden="true">🔔</span>
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
          position="absolute"
          right="0"
          zIndex="dropdown"
          mt="2"
          w="xs"
          p="3"
          gap="2"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          shadow="md"
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
    </Box>
  );
}
