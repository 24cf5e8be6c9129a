import { Navigate } from 'react-router-dom';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { ForbiddenSection } from '../components/shell-states';
import { firstSection, type SectionPath } from '../sections';

/**
 * The shell's root: the first section this user may use among those that have
 * a screen, instead of a fixed section that may be a placeholder or forbidden.
 */
export default function FirstSection({ hasScreen }: { hasScreen: (path: SectionPath) => boolean }) {
  const { access } = useAdminEvent();
  const path = firstSection(access, hasScreen);
  return path ? <Navigate to={path} replace /> : <ForbiddenSection />;
}
