import { useEffect, useState } from 'react';

/** True once `waiting` has stayed true for `ms`; the timeout view of the admin shell uses it. */
export function useTimedOut(waiting: boolean, ms: number): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setTimedOut(true), ms);
    return () => {
      clearTimeout(timer);
      setTimedOut(false);
    };
  }, [waiting, ms]);
  return waiting && timedOut;
}
