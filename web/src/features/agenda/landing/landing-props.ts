import type { AforoEvent, AgendaStyleFlag } from '@aforo/domain';
import type { MyRegistration } from '../../../lib/registration/use-my-registration';

/**
 * What the landing hands its agenda section: the visitor's registration, which the landing already
 * follows. Given as a prop, so this feature's lazy chunk imports nothing of the landing at run time.
 */
export interface LandingSectionProps {
  eventId: string;
  basePath: string;
  registration: MyRegistration;
  /** How the event's styles ask the agenda to show activities (defaults applied). */
  agendaStyle?: Readonly<Record<AgendaStyleFlag, boolean>>;
  /** The event's zone (its time_zone), which its dates are shown in. */
  timeZone?: string | null;
  /** The event itself: its name, place and dates go into the calendar files. */
  event?: AforoEvent;
}
