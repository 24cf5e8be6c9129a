import { paths, type AforoEvent } from '@aforo/domain';
import { converter, db } from './firebase';

/** Typed collection and document refs, built from the shared path builders. */
export const refs = {
  events: () => db.collection(paths.events()).withConverter(converter<AforoEvent>()),
  event: (eventId: string) => db.doc(paths.event(eventId)).withConverter(converter<AforoEvent>()),
};
