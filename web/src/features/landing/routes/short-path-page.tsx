import { normalizeShortPath, shortPathProblem } from '@aforo/domain';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { liteRefs, useLiteDoc } from '../../../lib/firestore/lite';

/**
 * /{short_path}: the event whose organizer chose this short address in its settings, looked up
 * at run time in short_paths/{path} (no rebuild when one is added). An address that is no event's
 * shows `fallback`, the platform's 404.
 */
export default function ShortPathPage({ fallback }: { fallback: ReactNode }) {
  const { shortPath = '' } = useParams();
  const path = normalizeShortPath(shortPath);
  const valid = shortPathProblem(path) === null;
  const claim = useLiteDoc(valid ? liteRefs.shortPath(path) : null, `short-path:${path}`);
  if (!valid) return fallback;
  if (claim.status === 'loading') return <PageLoader />;
  if (claim.status === 'error' || !claim.data) return fallback;
  return <Navigate to={`/landing/${encodeURIComponent(claim.data.event_id)}`} replace />;
}
