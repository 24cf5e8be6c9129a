import { Button, Menu, Portal } from '@chakra-ui/react';
import { slugFromEventName, type AforoEvent } from '@aforo/domain';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { customerLandingUrl } from '../../../lib/config';

/** The three "view event" links of spec part 1 §2.2. */
export function ViewEventLinks({ event }: { event: AforoEvent }) {
  const t = useT();
  const customer = customerLandingUrl(event._id);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('admin.viewEvent')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="by-id" asChild>
              <RouterLink to={`/landing/${event._id}`}>{t('admin.viewEventById')}</RouterLink>
            </Menu.Item>
            <Menu.Item value="by-name" asChild>
              <RouterLink to={`/event/${slugFromEventName(event.name)}`}>
                {t('admin.viewEventByName')}
              </RouterLink>
            </Menu.Item>
            {customer ? (
              <Menu.Item value="customer" asChild>
                <a href={customer} target="_blank" rel="noreferrer">
                  {t('admin.viewEventCustomer')}
                </a>
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
