import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { UnderConstruction } from '../../../components/under-construction';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { ForbiddenSection } from '../components/shell-states';
import { canOpenSection, sectionByPath, type SectionPath } from '../sections';

/**
 * One admin sub-route: its gate, the attendee-field redirect, then its screen, or an honest
 * "en construcción" panel for the screens later issues build.
 */
export default function SectionRoute({
  path,
  children,
}: {
  path: SectionPath;
  children?: ReactNode;
}) {
  const t = useT();
  const { event, access } = useAdminEvent();
  const section = sectionByPath(path);
  if (!canOpenSection(section, access)) return <ForbiddenSection />;
  if (section.needsAttendeeFields && event.user_properties.length === 0) {
    return <Navigate to={`/eventadmin/${event._id}/main`} replace />;
  }
  return children ?? <UnderConstruction title={t(section.title)} />;
}
