import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Heading,
  HStack,
  Image,
  Stack,
  Text,
} from '@chakra-ui/react';
import { wallPostSchema, type WallComment, type WallPost, type WallPostInput } from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useErrorModal } from '../../../components/error-modal';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import { FormFailure, isKeptOnFailure } from '../../../components/resource/form-failure';
import { isRequired } from '../../../components/resource/resource-form';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import { useT } from '../../../i18n/use-t';
import { DateText } from '../../../components/date-text';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { eventTimeZone } from '../../../lib/resources/field-values';
import type { FormScope, ResourceField } from '../../../lib/resources/resource';
import { applySubmitError } from '../../../lib/resources/server-errors';
import {
  deleteComment,
  deletePostComments,
  saveWallSettings,
  setCommentHidden,
  usePostComments,
  useWallSettings,
  wallSource,
} from '../api/wall-admin';
import { ListStatus } from '../../../components/resource/list-status';

const POST_FIELDS: readonly ResourceField<WallPostInput>[] = [
  { name: 'text', label: 'newsWall.wall.text', kind: 'textarea' },
  {
    name: 'image',
    label: 'newsWall.wall.image',
    kind: 'image',
    upload: { folder: ({ eventId }) => `events/${eventId}/images` },
  },
];
const NEW_POST: WallPostInput = { text: '', image: null, published: true };

type WallData = ReturnType<typeof wallSource.useData>;

/**
 * Muro (spec part 1 §1, main admin): the event's announcement wall. The admin posts (text and an
 * optional image), lets attendees comment or not, and moderates: hides or deletes posts and
 * comments. Visible posts and comments show on the landing's wall section.
 */
export default function WallPage() {
  const t = useT();
  const { event } = useAdminEvent();
  const data = wallSource.useData({ eventId: event._id });
  return (
    <Stack gap="6" maxW="4xl" data-testid="wall-admin">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t('newsWall.wall.title')}
        </Heading>
        <Text color="fg.muted">{t('newsWall.wall.subtitle')}</Text>
      </Stack>
      <CommentsSetting eventId={event._id} />
      <NewPostForm data={data} />
      <Heading as="h2" size="lg">
        {t('newsWall.wall.posts')}
      </Heading>
      <ListStatus state={data.list} />
      {data.list.status === 'success' && data.list.data.length === 0 ? (
        <Text color="fg.muted">{t('newsWall.wall.empty')}</Text>
      ) : null}
      {data.list.status === 'success' ? (
        <Stack gap="4" data-testid="wall-posts">
          {data.list.data.map((post) => (
            <PostCard key={post._id} post={post} data={data} eventId={event._id} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

function CommentsSetting({ eventId }: { eventId: string }) {
  const t = useT();
  const showError = useErrorModal();
  const settings = useWallSettings(eventId);
  const [busy, setBusy] = useState(false);
  if (settings.status !== 'success') return null;
  const enabled = settings.data?.comments_enabled === true;
  async function toggle(next: boolean) {
    setBusy(true);
    try {
      await saveWallSettings(eventId, { comments_enabled: next });
      notify(t('newsWall.wall.settingsSaved'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Checkbox.Root
      checked={enabled}
      disabled={busy}
      onCheckedChange={(e) => void toggle(e.checked === true)}
      data-testid="wall-comments-enabled"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t('newsWall.wall.commentsEnabled')}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function NewPostForm({ data }: { data: WallData }) {
  const t = useT();
  const { event } = useAdminEvent();
  const [failure, setFailure] = useState<unknown>(null);
  const scope = useMemo<FormScope>(
    () => ({ eventId: event._id, timeZone: eventTimeZone(event) }),
    [event],
  );
  async function publish(values: WallPostInput, helpers: FormikHelpers<WallPostInput>) {
    setFailure(null);
    try {
      await data.create({ ...values, published: true });
    } catch (error) {
      setFailure(applySubmitError(error, helpers));
      return;
    }
    notify(t('resource.saved'));
    helpers.resetForm({ values: NEW_POST });
  }
  return (
    <Card.Root variant="outline">
      <Card.Body>
        <Formik<WallPostInput>
          initialValues={NEW_POST}
          validationSchema={wallPostSchema}
          onSubmit={publish}
        >
          {(formik) => (
            <Form noValidate data-testid="wall-post-form">
              <Stack gap="4">
                <Heading as="h2" size="md">
                  {t('newsWall.wall.newPost')}
                </Heading>
                {POST_FIELDS.map((field) => (
                  <ResourceFieldInput
                    key={field.name}
                    field={field}
                    scope={scope}
                    required={isRequired(wallPostSchema, field.name)}
                  />
                ))}
                {isKeptOnFailure(failure) ? <FormFailure error={failure} /> : null}
                <HStack>
                  <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                    {t('newsWall.wall.publish')}
                  </Button>
                </HStack>
              </Stack>
            </Form>
          )}
        </Formik>
      </Card.Body>
    </Card.Root>
  );
}

function PostCard({ post, data, eventId }: { post: WallPost; data: WallData; eventId: string }) {
  const t = useT();
  const showError = useErrorModal();
  const [busy, setBusy] = useState(false);
  const deletion = useDeleteConfirmation<WallPost>({
    text: t('newsWall.wall.confirmDeletePost'),
    done: t('resource.deleted'),
    remove: async (item) => {
      await deletePostComments(eventId, item._id);
      await data.remove(item._id);
    },
  });
  async function setPublished(published: boolean) {
    setBusy(true);
    try {
      await data.update(post._id, { text: post.text, image: post.image ?? null, published });
      notify(t('resource.saved'));
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Card.Root variant="outline" data-testid="wall-post">
      <Card.Body gap="3">
        <HStack justify="space-between" align="start" wrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            <DateText value={post.created_at} kind="date" />
          </Text>
          {post.published ? null : <Badge colorPalette="orange">{t('newsWall.wall.hidden')}</Badge>}
        </HStack>
        <Text whiteSpace="pre-wrap">{post.text}</Text>
        {post.image ? <Image src={post.image} alt="" maxH="60" objectFit="contain" /> : null}
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            loading={busy}
            onClick={() => void setPublished(!post.published)}
          >
            {t(post.published ? 'newsWall.wall.hidePost' : 'newsWall.wall.showPost')}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => deletion.ask(post)}>
            {t('newsWall.wall.deletePost')}
          </Button>
        </HStack>
        <PostComments eventId={eventId} postId={post._id} />
      </Card.Body>
      {deletion.dialog}
    </Card.Root>
  );
}

function PostComments({ eventId, postId }: { eventId: string; postId: string }) {
  const t = useT();
  const showError = useErrorModal();
  const comments = usePostComments(eventId, postId);
  const deletion = useDeleteConfirmation<WallComment>({
    text: t('newsWall.wall.confirmDeleteComment'),
    done: t('resource.deleted'),
    remove: (comment) => deleteComment(eventId, postId, comment._id),
  });
  if (comments.status !== 'success') return null;
  const moderate = (comment: WallComment) =>
    setCommentHidden(eventId, postId, comment._id, !comment.hidden).catch(showError);
  return (
    <Box borderTopWidth="1px" pt="3" data-testid="wall-comments">
      <Text fontWeight="medium" mb="2">
        {t('newsWall.wall.comments', { n: comments.data.length })}
      </Text>
      {comments.data.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('newsWall.wall.noComments')}
        </Text>
      ) : null}
      <Stack gap="2">
        {comments.data.map((comment) => (
          <HStack key={comment._id} align="start" gap="3" data-testid="wall-comment">
            <Box flex="1">
              <Text fontSize="sm" fontWeight="medium">
                {comment.user_name}{' '}
                {comment.hidden ? (
                  <Badge colorPalette="orange" size="sm">
                    {t('newsWall.wall.hidden')}
                  </Badge>
                ) : null}
              </Text>
              <Text fontSize="sm" whiteSpace="pre-wrap">
                {comment.text}
              </Text>
            </Box>
            <Button
              size="xs"
              variant="outline"
              aria-label={t(
                comment.hidden ? 'newsWall.wall.showComment' : 'newsWall.wall.hideComment',
                { name: comment.user_name },
              )}
              onClick={() => void moderate(comment)}
            >
              {t(comment.hidden ? 'newsWall.wall.show' : 'newsWall.wall.hide')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              aria-label={t('newsWall.wall.deleteComment', { name: comment.user_name })}
              onClick={() => deletion.ask(comment)}
            >
              {t('common.delete')}
            </Button>
          </HStack>
        ))}
      </Stack>
      {deletion.dialog}
    </Box>
  );
}
