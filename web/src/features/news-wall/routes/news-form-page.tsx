import { Alert, Box, Button, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { newsSchema, type News, type NewsInput } from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { FormFailure, isKeptOnFailure } from '../../../components/resource/form-failure';
import { isRequired } from '../../../components/resource/resource-form';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import { RichText } from '../../../components/rich-text';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { eventTimeZone } from '../../../lib/resources/field-values';
import type { FormScope } from '../../../lib/resources/resource';
import { applySubmitError } from '../../../lib/resources/server-errors';
import { DateText } from '../../../components/date-text';
import { NEWS_FIELDS, NEW_NEWS, canWriteNews, newsSource } from '../resources/news';

const toValues = (news: News): NewsInput => ({
  title: news.title,
  description_short: news.description_short,
  description_complete: news.description_complete,
  image: news.image,
  linkYoutube: news.linkYoutube ?? null,
  video: news.video ?? null,
  time: news.time,
});

/**
 * news/addnoticia and news/addnoticia/{id} (spec part 3 §2.6): creates a news item when the route
 * names none, else shows the item, which the organizer switches to edit mode; a new entry can be
 * discarded. A successful save goes back to the list, as does the close action (back in history).
 */
export default function NewsFormPage() {
  const t = useT();
  const { id } = useParams();
  const { event, access } = useAdminEvent();
  const data = newsSource.useData({ eventId: event._id });
  const list = `/eventadmin/${encodeURIComponent(event._id)}/news`;

  if (id === undefined) return <NewsEditor data={data} item={undefined} list={list} />;
  if (data.list.status === 'loading') return <PageLoader />;
  const item = data.list.status === 'success' ? data.list.data.find((n) => n._id === id) : null;
  if (!item) {
    return (
      <Alert.Root status="info" data-testid="news-missing">
        <Alert.Indicator />
        <Alert.Title>{t('newsWall.news.missing')}</Alert.Title>
        <Button asChild size="sm" ms="auto">
          <RouterLink to={list}>{t('newsWall.news.close')}</RouterLink>
        </Button>
      </Alert.Root>
    );
  }
  return (
    <NewsEditor data={data} item={item} list={list} readOnly={!canWriteNews(access)} key={id} />
  );
}

function NewsEditor({
  data,
  item,
  list,
  readOnly = false,
}: {
  data: ReturnType<typeof newsSource.useData>;
  item: News | undefined;
  list: string;
  readOnly?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { event } = useAdminEvent();
  // A stored item opens in view mode; a new one is edited straight away.
  const [editing, setEditing] = useState(item === undefined);
  const [failure, setFailure] = useState<unknown>(null);
  const scope = useMemo<FormScope>(
    () => ({ eventId: event._id, timeZone: eventTimeZone(event) }),
    [event],
  );
  const deletion = useDeleteConfirmation<News>({
    text: t('newsWall.news.confirmDelete'),
    done: t('resource.deleted'),
    confirmLabel: t('newsWall.news.confirmDeleteButton'),
    remove: async (news) => {
      await data.remove(news._id);
      void navigate(list);
    },
  });
  // Back in history when the list led here, else to the list (a link opened on its own).
  const close = () => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : 0;
    if (typeof index === 'number' && index > 0) void navigate(-1);
    else void navigate(list);
  };

  async function save(values: NewsInput, helpers: FormikHelpers<NewsInput>) {
    setFailure(null);
    try {
      if (item) await data.update(item._id, values);
      else await data.create(values);
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
      return;
    }
    notify(t('resource.saved'));
    void navigate(list);
  }

  const heading = !item
    ? 'newsWall.news.create'
    : editing
      ? 'newsWall.news.edit'
      : 'newsWall.news.view';
  return (
    <Stack gap="5" data-testid="news-editor" maxW="3xl">
      <Heading as="h1" size="2xl">
        {t(heading)}
      </Heading>
      {item && !editing ? (
        <Stack gap="4" data-testid="news-view">
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
          <HStack gap="2">
            {readOnly ? null : (
              <>
                <Button colorPalette="blue" onClick={() => setEditing(true)}>
                  {t('common.edit')}
                </Button>
                <Button variant="outline" colorPalette="red" onClick={() => deletion.ask(item)}>
                  {t('common.delete')}
                </Button>
              </>
            )}
            <Button variant="outline" onClick={close}>
              {t('newsWall.news.close')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Formik<NewsInput>
          initialValues={item ? toValues(item) : NEW_NEWS}
          validationSchema={newsSchema}
          onSubmit={save}
        >
          {(formik) => (
            <Form noValidate data-testid="news-form">
              <Stack gap="4">
                {/* No autofocus: a page, not a dialog, and the title's error on blur would move
                    the save button away from the first click. */}
                {NEWS_FIELDS.map((field) => (
                  <ResourceFieldInput
                    key={field.name}
                    field={field}
                    scope={scope}
                    required={isRequired(newsSchema, field.name)}
                  />
                ))}
                {isKeptOnFailure(failure) ? <FormFailure error={failure} /> : null}
                <HStack gap="2">
                  <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                    {t('common.save')}
                  </Button>
                  {item ? (
                    <Button
                      variant="outline"
                      onClick={() => {
                        formik.resetForm();
                        setFailure(null);
                        setEditing(false);
                      }}
                    >
                      {t('common.cancel')}
                    </Button>
                  ) : (
                    <Button variant="outline" onClick={() => void navigate(list)}>
                      {t('newsWall.news.discard')}
                    </Button>
                  )}
                </HStack>
              </Stack>
            </Form>
          )}
        </Formik>
      )}
      <Box>{deletion.dialog}</Box>
    </Stack>
  );
}
