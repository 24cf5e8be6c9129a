import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The event the visitor is looking at, for the pieces that live outside the page: the header
 * (its menu hides entries for some events) and the login modal (its Register tab is per event).
 */
export interface ActiveEvent {
  eventId: string;
}

interface ActiveEventContextValue {
  active: ActiveEvent | null;
  setActive: (value: ActiveEvent | null) => void;
}

const ActiveEventContext = createContext<ActiveEventContextValue | null>(null);

export function ActiveEventProvider({ children }: { children: ReactNode }) {
  const [active, setActive] = useState<ActiveEvent | null>(null);
  const value = useMemo(() => ({ active, setActive }), [active]);
  return <ActiveEventContext.Provider value={value}>{children}</ActiveEventContext.Provider>;
}

export function useActiveEvent(): ActiveEvent | null {
  return useContext(ActiveEventContext)?.active ?? null;
}

/** A page announces its event while it is shown. */
export function usePublishActiveEvent(eventId: string | null) {
  const setActive = useContext(ActiveEventContext)?.setActive;
  useEffect(() => {
    if (!setActive) return undefined;
    setActive(eventId === null ? null : { eventId });
    return () => setActive(null);
  }, [eventId, setActive]);
}
