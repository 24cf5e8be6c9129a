import { Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AppDialog, CancelButton } from './app-dialog';
import { useT } from '../i18n/use-t';
import { RESTRICTED_MENU_EVENT_IDS } from '../lib/config';
import { useActiveEvent } from '../lib/event/active-event';
import { unsyncedWrites } from '../lib/session/device-wipe';
import { useSession } from '../lib/session/session-provider';

/** The signed-in half of the user menu (user-menu.tsx), its own chunk. */
export default function AccountMenu({ orgId }: { orgId?: string | undefined }) {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const active = useActiveEvent();
  // Check-ins this device holds that the server has not acknowledged: signing out would lose them.
  const [unsynced, setUnsynced] = useState(0);
  if (!session.user) return null;
  const uid = session.user.uid;
  const restricted = active !== null && RESTRICTED_MENU_EVENT_IDS.includes(active.eventId);
  const createTo = `/create-event/${uid}${orgId ? `?orgId=${encodeURIComponent(orgId)}` : ''}`;
  // Leave first: a guarded page still on screen would read the sign-out as "log in again".
  const logout = async () => {
    setUnsynced(0);
    void navigate('/');
    await session.signOut();
  };
  const askLogout = () => {
    const pending = unsyncedWrites();
    if (pending > 0) setUnsynced(pending);
    else void logout();
  };
  return (
    <HStack gap="2">
      {restricted ? null : (
        <Button asChild size="sm" variant="outline" hideBelow="md">
          <RouterLink to={createTo}>{t('userMenu.createEvent')}</RouterLink>
        </Button>
      )}
      <Menu.Root>
        <Menu.Trigger asChild>
          <Button size="sm" variant="subtle" maxW="56" data-testid="user-menu">
            <Text as="span" truncate>
              {session.user.displayName ?? session.user.email ?? t('userMenu.account')}
            </Text>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="profile" asChild>
                <RouterLink to={`/profile/${uid}`}>{t('userMenu.profile')}</RouterLink>
              </Menu.Item>
              {restricted ? null : (
                <>
                  <Menu.Item value="tickets" asChild>
                    <RouterLink to={`/tickets/${uid}`}>{t('userMenu.tickets')}</RouterLink>
                  </Menu.Item>
                  <Menu.Item value="events" asChild>
                    <RouterLink to={`/eventEdit/${uid}#events`}>
                      {t('userMenu.myEvents')}
                    </RouterLink>
                  </Menu.Item>
                  <Menu.Item value="create" asChild hideFrom="md">
                    <RouterLink to={createTo}>{t('userMenu.createEvent')}</RouterLink>
                  </Menu.Item>
                </>
              )}
              <Menu.Separator />
              <Menu.Item value="logout" onSelect={askLogout}>
                {t('userMenu.logout')}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <AppDialog
        open={unsynced > 0}
        onClose={() => setUnsynced(0)}
        title={t('userMenu.unsyncedTitle')}
        testId="unsynced-logout"
        footer={
          <>
            <CancelButton onClick={() => setUnsynced(0)} />
            <Button colorPalette="red" onClick={() => void logout()}>
              {t('userMenu.logoutAnyway')}
            </Button>
          </>
        }
      >
        <Text>{t('userMenu.unsyncedText', { count: unsynced })}</Text>
      </AppDialog>
    </HStack>
  );
}
