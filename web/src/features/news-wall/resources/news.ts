import { canWriteContent, newsSchema, type NewsInput } from '@aforo/domain';
import { eventContentSource } from '../../../lib/resources/event-content-source';
import { imagesOnlyUpload, type ResourceField } from '../../../lib/resources/resource';
import type { EventAccess } from '../../../lib/event/event-access';

/**
 * News (spec part 3 §2.6, §3.8): the `news` content kind, read live from Firestore and written
 * through the API (/api/events/{id}/news), which validates with the same domain schema.
 */
export const newsSource = eventContentSource('news', newsSchema, 'news');

export const canWriteNews = (access: EventAccess) => canWriteContent(access, 'news');

/** The form's fields, in the order the organizer fills them. */
export const NEWS_FIELDS: readonly ResourceField<NewsInput>[] = [
  { name: 'title', label: 'newsWall.news.titleField' },
  { name: 'time', label: 'newsWall.news.time', kind: 'date' },
  { name: 'description_short', label: 'newsWall.news.subtitleField' },
  { name: 'description_complete', label: 'newsWall.news.body', kind: 'richText' },
  {
    name: 'image',
    label: 'newsWall.news.image',
    kind: 'image',
    help: 'newsWall.news.imageHelp',
    upload: imagesOnlyUpload(({ eventId }) => `events/${eventId}/images`),
  },
  { name: 'linkYoutube', label: 'newsWall.news.video' },
];

export const NEW_NEWS: NewsInput = {
  title: '',
  description_short: '',
  description_complete: '',
  image: '',
  linkYoutube: null,
  video: null,
  time: '',
};
