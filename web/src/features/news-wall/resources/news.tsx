import { Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { canWriteContent, newsSchema, type News, type NewsInput } from '@aforo/domain';
import { DateText } from '../../../components/date-text';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import type { EventAccess } from '../../../lib/event/event-access';
import { eventContentSource } from '../../../lib/resources/event-content-source';
import {
  defineResource,
  imagesOnlyUpload,
  type ResourceField,
} from '../../../lib/resources/resource';

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

/** A stored item as the organizer opens it, before switching to the form. */
function NewsView({ item }: { item: News }) {
  const t = useT();
  return (
    <>
      <Stack gap="1">
        <Heading as="h2" size="xl">
          {item.title}
        </Heading>
        <Text color="fg.muted">
          {t('newsWall.news.time')}: <DateText value={item.time} kind="date" />
        </Text>
        <Text fontWeight="medium">{item.description_short}</Text>
      </Stack>
      {item.image ? <Image src={item.image} alt="" maxH="60" objectFit="contain" /> : null}
      <RichText html={item.description_complete} />
      {item.linkYoutube ? (
        <Link href={item.linkYoutube} target="_blank" rel="noreferrer">
          {item.linkYoutube}
        </Link>
      ) : null}
    </>
  );
}

/**
 * Noticias (spec part 3 §2.6): the event's news by publication date, newest first; adding at
 * news/addnoticia, each item at news/addnoticia/{id}, shown first and switched to edit mode.
 */
export const newsResource = defineResource<News, NewsInput>({
  name: 'news',
  title: 'newsWall.news.title',
  addLabel: 'newsWall.news.add',
  schema: newsSchema,
  fields: NEWS_FIELDS,
  columns: [
    { key: 'title', header: 'newsWall.news.titleField', cell: (n) => n.title },
    {
      key: 'time',
      header: 'newsWall.news.time',
      cell: (n) => <DateText value={n.time} kind="date" />,
    },
  ],
  initialValues: NEW_NEWS,
  toValues: (news) => ({
    title: news.title,
    description_short: news.description_short,
    description_complete: news.description_complete,
    image: news.image,
    linkYoutube: news.linkYoutube ?? null,
    video: news.video ?? null,
    time: news.time,
  }),
  itemName: (n) => n.title,
  canWrite: canWriteNews,
  editing: 'page',
  emptyText: 'newsWall.news.empty',
  source: newsSource,
  pages: {
    create: 'addnoticia',
    edit: 'addnoticia',
    subtitle: 'newsWall.news.subtitle',
    createTitle: 'newsWall.news.create',
    editTitle: 'newsWall.news.edit',
    viewTitle: 'newsWall.news.view',
    sort: (a, b) => b.time.localeCompare(a.time),
    view: (item) => <NewsView item={item} />,
    backLabel: 'newsWall.news.close',
    discardLabel: 'newsWall.news.discard',
    notFound: 'newsWall.news.missing',
    deleteText: 'newsWall.news.confirmDelete',
    deleteConfirmLabel: 'newsWall.news.confirmDeleteButton',
  },
});
