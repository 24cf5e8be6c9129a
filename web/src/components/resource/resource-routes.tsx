import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useT } from '../../i18n/use-t';
import type { ResourceDefinition } from '../../lib/resources/resource';
import {
  ResourceCreatePage,
  ResourceEditPage,
  ResourceListPage,
  ResourceMissing,
  pagePaths,
  type PagePaths,
} from './resource-pages';

/**
 * A resource in page mode, mounted where the shell mounts its section with a splat ('news/*'):
 * the list at the section's path, the create page at `pages.create` and each item's edit page at
 * `pages.edit`/{id}; any other address under it says it is not there, with the way back.
 */
export function ResourceRoutes<T extends { _id: string }, I extends object>({
  resource,
}: {
  resource: ResourceDefinition<T, I>;
}) {
  const t = useT();
  // The section's own address (/eventadmin/{event}/news): the address without the segments the
  // splat matched (an id is encoded, one segment). The pages link from there.
  const splat = (useParams()['*'] ?? '').split('/').filter(Boolean).length;
  const segments = useLocation().pathname.split('/').filter(Boolean);
  const base = `/${segments.slice(0, segments.length - splat).join('/')}`;
  const paths = pagePaths(base, resource.pages);
  const create = resource.pages?.create ?? 'new';
  const edit = resource.pages?.edit ? `${resource.pages.edit}/:itemId` : ':itemId';
  return (
    <Routes>
      <Route index element={<ResourceListPage resource={resource} paths={paths} />} />
      <Route path={create} element={<ResourceCreatePage resource={resource} paths={paths} />} />
      <Route path={edit} element={<EditRoute resource={resource} paths={paths} />} />
      <Route
        path="*"
        element={
          <ResourceMissing
            message={t('resource.pageMissing')}
            back={t(resource.pages?.backLabel ?? 'resource.back')}
            to={paths.list}
          />
        }
      />
    </Routes>
  );
}

function EditRoute<T extends { _id: string }, I extends object>({
  resource,
  paths,
}: {
  resource: ResourceDefinition<T, I>;
  paths: PagePaths;
}) {
  const { itemId = '' } = useParams();
  return <ResourceEditPage key={itemId} resource={resource} paths={paths} id={itemId} />;
}
