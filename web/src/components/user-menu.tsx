import { Button, HStack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useT } from '../i18n/use-t';
import { useSession } from '../lib/session/session-provider';

// The signed-in menu (Chakra's Menu, its positioning engine) loads once someone is signed in:
// an anonymous visitor of the landing never downloads it.
const AccountMenu = lazy(() => import('./account-menu'));

/** The user menu of spec part 1 §2.4; anonymous visitors get a welcome line and a way in. */
export function UserMenu({ orgId }: { orgId?: string }) {
  const t = useT();
  const session = useSession();
  if (session.status === 'loading') return null;
  if (!session.user) {
    return (
      <HStack gap="3">
        <Text hideBelow="md" color="fg.muted">
          {t('userMenu.welcome')}
        </Text>
        <Button size="sm" colorPalette="blue" onClick={() => session.openLogin()}>
          {t('userMenu.login')}
        </Button>
      </HStack>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu orgId={orgId} />
    </Suspense>
  );
}
