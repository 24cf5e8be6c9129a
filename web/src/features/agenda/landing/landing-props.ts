import type { ComponentType } from 'react';
import type { MyRegistration } from '../../landing';

/**
 * What the landing hands its agenda sections: the visitor's registration (the landing already
 * follows it) and its section error view. Given as props, so this feature's lazy chunk imports
 * nothing of the landing at run time.
 */
export interface LandingSectionProps {
  eventId: string;
  basePath: string;
  registration: MyRegistration;
  SectionError: ComponentType<{ error: unknown }>;
}
