import { Button, Menu, Portal, type ButtonProps } from '@chakra-ui/react';
import { googleCalendarUrl, outlookCalendarUrl, type CalendarEntry } from '@aforo/domain';
import { useT } from '../i18n/use-t';
import { downloadIcs } from '../lib/calendar-file';

/**
 * "Añadir al calendario": the entry as an .ics file, or opened in Google Calendar or Outlook, all
 * three from the same entry (domain/src/integrations/calendar.ts), in the event's zone.
 */
export function CalendarMenu({
  entry,
  fileName,
  testId = 'calendar-menu',
  ...button
}: {
  entry: CalendarEntry;
  /** The name of the .ics file and of its calendar. */
  fileName: string;
  testId?: string;
} & Pick<ButtonProps, 'size' | 'variant' | 'color' | 'borderColor' | 'alignSelf'>) {
  const t = useT();
  return (
    <Menu.Root lazyMount unmountOnExit>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline" {...button} data-testid={testId}>
          {t('calendar.add')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item
              value="ics"
              data-testid={`${testId}-ics`}
              onClick={() => downloadIcs([entry], fileName)}
            >
              {t('calendar.ics')}
            </Menu.Item>
            <Menu.Item value="google" asChild>
              <a href={googleCalendarUrl(entry)} target="_blank" rel="noreferrer">
                {t('calendar.google')}
              </a>
            </Menu.Item>
            <Menu.Item value="outlook" asChild>
              <a href={outlookCalendarUrl(entry)} target="_blank" rel="noreferrer">
                {t('calendar.outlook')}
              </a>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
