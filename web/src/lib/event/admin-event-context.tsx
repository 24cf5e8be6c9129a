import type { AforoEvent } from '@aforo/domain';
import { createContext, useContext, type ReactNode } from 'react';
import type { EventAccess } from './event-access';

/** The loaded event and the user's access to it, for every screen inside the admin shell. */
export interface AdminEventContextValue {
  event: AforoEvent;
  access: EventAccess;
}

const AdminEventContext = createContext<AdminEventContextValue | null>(null);

export function AdminEventProvider({
  value,
  children,
}: {
  value: AdminEventContextValue;
  children: ReactNode;
}) {
  return <AdminEventContext.Provider value={value}>{children}</AdminEventContext.Provider>;
}

export function useAdminEvent(): AdminEventContextValue {
  const value = useContext(AdminEventContext);
  if (!value) throw new Error('useAdminEvent must be used inside the admin shell');
  return value;
}

/** The admin shell's event, or null outside it (for pieces used inside and outside). */
export function useOptionalAdminEvent(): AdminEventContextValue | null {
  return useContext(AdminEventContext);
}
