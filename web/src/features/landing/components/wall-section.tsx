import { Box, Button, Field, HStack, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { WALL_COMMENT_MAX, type AforoEvent, type WallPost } from '@aforo/domain';
import { useId, useState, type FormEvent } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { normalizeError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-provider';
import { useMyRegistration } from '../../../lib/registration/use-my-registration';
import {
  addComment,
  deleteOwnComment,
  useCommentsEnabled,
  usePublishedPosts,
  useVisibleComments,
} from '../api/wall';
import { SectionError } from '../../../components/section-error';

/** Who may comment: a registered attendee, under the name its registration gives. */
interface Commenter {
  uid: string;
  name: string;
}

/**
 * The landing's wall section: the organizer's published posts, newest first, each with its
 * visible comments; a registered attendee comments while the organizer allows it and deletes its
 * own comments. Hidden posts and comments never reach it (the query and the rules filter them).
 */
export function WallSection({ event }: { event: AforoEvent }) {
  const t = useT();
  const posts = usePublishedPosts(event._id);
  const enabled = useCommentsEnabled(event._id);
  const session = useSession();
  const registration = useMyRegistration(event._id);
  const name = registration.status === 'registered' ? registration.attendee.properties.names : null;
  const commenter: Commenter | null =
    session.user && typeof name === 'string' ? { uid: session.user.uid, name } : null;

  if (posts.status === 'loading') return <PageLoader />;
  if (posts.status === 'error') return <SectionError error={posts.error} />;
  if (posts.data.length === 0) {
    return <Text data-testid="landing-wall-empty">{t('wallLanding.empty')}</Text>;
  }
  return (
    <Stack as="ul" gap="4" listStyleType="none" data-testid="landing-wall">
      {posts.data.map((post) => (
        <Box as="li" key={post._id} borderWidth="1px" borderRadius="md" p="4">
          <PostView post={post} eventId={event._id} enabled={enabled} commenter={commenter} />
        </Box>
      ))}
    </Stack>
  );
}

function PostView({
  post,
  eventId,
  enabled,
  commenter,
}: {
  post: WallPost;
  eventId: string;
  enabled: boolean;
  commenter: Commenter | null;
}) {
  const t = useT();
  const comments = useVisibleComments(eventId, post._id);
  return (
    <Stack gap="3" data-testid="landing-wall-post">
      <Text whiteSpace="pre-wrap">{post.text}</Text>
      {post.image ? <Image src={post.image} alt="" maxH="sm" objectFit="contain" /> : null}
      {comments.status === 'success' && (comments.data.length > 0 || enabled) ? (
        <Stack gap="2" borderTopWidth="1px" pt="3">
          <Text fontWeight="medium">{t('wallLanding.comments')}</Text>
          {comments.data.map((comment) => (
            <HStack key={comment._id} align="start" data-testid="landing-wall-comment">
              <Box flex="1">
                <Text fontSize="sm" fontWeight="medium">
                  {comment.user_name}
                </Text>
                <Text fontSize="sm" whiteSpace="pre-wrap">
                  {comment.text}
                </Text>
              </Box>
              {commenter?.uid === comment.user_id ? (
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() =>
                    void deleteOwnComment(eventId, post._id, comment._id).then(comments.reload)
                  }
                >
                  {t('wallLanding.delete')}
                </Button>
              ) : null}
            </HStack>
          ))}
          {enabled ? (
            commenter ? (
              <CommentForm
                onSend={async (text) => {
                  await addComment(eventId, post._id, commenter, { text });
                  comments.reload();
                }}
              />
            ) : (
              <Text fontSize="sm">{t('wallLanding.signIn')}</Text>
            )
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

function CommentForm({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (text.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      await onSend(text);
      setText('');
    } catch (failure) {
      setError(t('wallLanding.failed', { message: normalizeError(failure).message }));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} data-testid="landing-wall-comment-form">
      <Stack gap="2">
        <Field.Root invalid={error !== null}>
          <Field.Label htmlFor={id}>{t('wallLanding.comment')}</Field.Label>
          <Textarea
            id={id}
            value={text}
            maxLength={WALL_COMMENT_MAX}
            onChange={(e) => setText(e.target.value)}
            rows={2}
          />
          {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" size="sm" alignSelf="start" loading={busy}>
          {t('wallLanding.send')}
        </Button>
      </Stack>
    </form>
  );
}
