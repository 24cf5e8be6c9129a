import {
  customPageSchema,
  type CustomPage,
  type CustomPageInput,
  canWriteContent,
} from '@aforo/domain';
import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../../i18n/use-t';
import { eventContentSource } from '../../../lib/resources/event-content-source';
import { defineResource } from '../../../lib/resources/resource';

function PublishedState({ published }: { published: boolean }) {
  const t = useT();
  return <>{t(published ? 'setup.pages.published' : 'setup.pages.draft')}</>;
}

/** The page on its own at /page/{id} (spec part 1 §2.1), the address to share; once published. */
function PublicLink({ page }: { page: CustomPage }) {
  if (!page.published) return null;
  return (
    <Link asChild>
      <RouterLink to={`/page/${encodeURIComponent(page._id)}`}>{`/page/${page._id}`}</RouterLink>
    </Link>
  );
}

/**
 * pages: custom pages of the landing (events/{id}/pages). The published ones are listed in the
 * landing's navigation by `order` and shown at /landing/{id}/p/{slug}, their body sanitized on
 * render. Written through the API, which keeps the addresses unique; admin-staff's section.
 */
export const pagesResource = defineResource<CustomPage, CustomPageInput>({
  name: 'pages',
  title: 'setup.pages.title',
  addLabel: 'setup.pages.add',
  emptyText: 'setup.pages.empty',
  schema: customPageSchema,
  fields: [
    { name: 'title', label: 'setup.pages.pageTitle' },
    { name: 'slug', label: 'setup.pages.slug', help: 'setup.pages.slugHelp' },
    { name: 'order', label: 'setup.pages.order', kind: 'number' },
    { name: 'body', label: 'setup.pages.body', kind: 'richText' },
    { name: 'published', label: 'setup.pages.published', kind: 'boolean' },
  ],
  columns: [
    { key: 'title', header: 'setup.pages.pageTitle', cell: (p) => p.title },
    { key: 'slug', header: 'setup.pages.slug', cell: (p) => `/p/${p.slug}` },
    { key: 'order', header: 'setup.pages.order', cell: (p) => p.order },
    { key: 'public', header: 'setup.pages.publicLink', cell: (p) => <PublicLink page={p} /> },
    {
      key: 'published',
      header: 'setup.pages.published',
      cell: (p) => <PublishedState published={p.published} />,
    },
  ],
  initialValues: { title: '', slug: '', order: 0, body: '', published: false },
  toValues: (p) => ({
    title: p.title,
    slug: p.slug,
    order: p.order,
    body: p.body,
    published: p.published,
  }),
  searchText: (p) => `${p.title} ${p.slug}`,
  // The domain registry's writers, as the API and the rules decide.
  canWrite: (access) => canWriteContent(access, 'pages'),
  editing: 'dialog',
  source: eventContentSource('pages', customPageSchema, 'pages'),
});
