import type { ReactNode } from 'react';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { ForbiddenSection } from '../components/shell-states';
import { canOpenSection, sectionByPath, type SectionPath } from '../sections';
import AdminNoMatch from './admin-no-match';

/**
 * One admin sub-route: its gate, then its screen. Every screen opens on an event created a second
 * ago and says itself what it still needs (ARCHITECTURE.md §8): nothing here redirects.
 */
export default function SectionRoute({
  path,
  children,
}: {
  path: SectionPath;
  children?: ReactNode;
}) {
  const { access } = useAdminEvent();
  const section = sectionByPath(path);
  if (!canOpenSection(section, access)) return <ForbiddenSection />;
  return children ?? <AdminNoMatch />;
}
