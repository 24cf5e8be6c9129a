import type { Attendee } from '@aforo/domain';
import { useEffect, useState } from 'react';
import { ownRegistration } from './registration-api';

export type OwnRegistrationState =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'loaded'; attendee: Attendee }
  | { status: 'error' };

/** The signed-in user's registration to the event, read once when the dialog opens. */
export function useOwnRegistration(eventId: string, enabled: boolean): OwnRegistrationState {
  const [state, setState] = useState<OwnRegistrationState>({ status: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    ownRegistration(eventId).then(
      (attendee) => {
        if (current) setState(attendee ? { status: 'loaded', attendee } : { status: 'none' });
      },
      () => {
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [eventId, enabled]);
  return state;
}
