import { eventCalendarEntry, type AforoEvent } from '@aforo/domain';
import { CalendarMenu } from '../../../components/calendar-menu';
import type { LandingTheme } from '../../../lib/landing-theme';

/** The landing's "Añadir al calendario" for the whole event (its own chunk, after the header). */
export function EventCalendar({ event, theme }: { event: AforoEvent; theme: LandingTheme }) {
  const url = `${window.location.origin}/landing/${encodeURIComponent(event._id)}`;
  return (
    <CalendarMenu
      entry={eventCalendarEntry(event._id, event, url)}
      fileName={event.name}
      testId="landing-calendar"
      color={theme.pageText}
      borderColor={theme.pageText}
    />
  );
}
