import type { AforoEvent } from '@aforo/domain';
import { useEffect, useState } from 'react';
import { takenOptionsOf } from './registration-api';

/**
 * Options of justonebyattendee lists that others hold. Until the answer arrives, and if it fails,
 * every option shows: the API checks again on submit, so nothing is given twice.
 */
export function useTakenOptions(event: AforoEvent): Record<string, string[]> {
  const [taken, setTaken] = useState<Record<string, string[]>>({});
  useEffect(() => {
    let current = true;
    takenOptionsOf(event)
      .then((answer) => {
        if (current) setTaken(answer);
      })
      .catch(() => {
        // Shown in full; the submit's own check refuses a taken option with its message.
      });
    return () => {
      current = false;
    };
  }, [event]);
  return taken;
}
