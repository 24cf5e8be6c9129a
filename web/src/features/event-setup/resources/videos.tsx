import { canWriteContent, videoSchema, type Video, type VideoInput } from '@aforo/domain';
import { eventContentSource } from '../../../lib/resources/event-content-source';
import { defineResource } from '../../../lib/resources/resource';

/**
 * The landing's video gallery (the menu's "videos" section, Habilitar secciones → Contenido):
 * YouTube or Vimeo links, each with a title, shown in `order` as privacy-friendly embedded
 * players. Written through the API, which checks the links with the same schema.
 */
export const videosResource = defineResource<Video, VideoInput>({
  name: 'videos',
  title: 'setup.videos.title',
  addLabel: 'setup.videos.add',
  emptyText: 'setup.videos.empty',
  schema: videoSchema,
  fields: [
    { name: 'title', label: 'setup.videos.videoTitle' },
    { name: 'url', label: 'setup.videos.url', help: 'setup.videos.urlHelp' },
    { name: 'order', label: 'setup.videos.order', kind: 'number' },
  ],
  columns: [
    { key: 'title', header: 'setup.videos.videoTitle', cell: (v) => v.title },
    { key: 'url', header: 'setup.videos.url', cell: (v) => v.url },
    { key: 'order', header: 'setup.videos.order', cell: (v) => v.order },
  ],
  initialValues: { title: '', url: '', order: 0 },
  toValues: (v) => ({ title: v.title, url: v.url, order: v.order }),
  searchText: (v) => `${v.title} ${v.url}`,
  canWrite: (access) => canWriteContent(access, 'videos'),
  editing: 'dialog',
  source: eventContentSource('videos', videoSchema, 'videos'),
});
