import { Container, Heading, Separator, Stack } from '@chakra-ui/react';
import { interestOptions, type UserProfile } from '@aforo/domain';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useErrorModal } from '../../../components/error-modal';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError, type ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-provider';
import { useEventDetails } from '../api/event-tickets';
import { useProfile } from '../api/profile';
import { MyDataSection, PasswordSection } from '../components/account-sections';
import { ForbiddenNotice, LoadError } from '../components/page-states';
import { ProfileForm } from '../components/profile-form';

/**
 * /profile/{id}: the user's profile (read and saved through GET/PUT /api/users/{id}), its
 * password, and its data (download, delete). The API decides who may open it (the user itself);
 * its 403 goes through the error modal. Opened from an event (`?event=`), the interests offered
 * are that event's list when it has one.
 */
export default function ProfilePage() {
  const t = useT();
  const { id = '' } = useParams();
  const profile = useProfile(id);
  return (
    <Container maxW="2xl" py="8">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {t('page.profile')}
        </Heading>
        {profile.status === 'loading' ? <PageLoader /> : null}
        {profile.status === 'error' ? (
          <ProfileError error={profile.error} onRetry={profile.reload} />
        ) : null}
        {profile.status === 'success' ? <OwnProfile userId={id} profile={profile.data} /> : null}
      </Stack>
    </Container>
  );
}

function ProfileError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  const showError = useErrorModal();
  const forbidden = error.status === 403;
  useEffect(() => {
    if (forbidden) showError(new ApiRequestError(error.status, error.message));
  }, [forbidden, error, showError]);
  return forbidden ? (
    <ForbiddenNotice message={error.message} />
  ) : (
    <LoadError error={error} onRetry={onRetry} />
  );
}

function OwnProfile({ userId, profile }: { userId: string; profile: UserProfile }) {
  const [params] = useSearchParams();
  const eventId = params.get('event');
  const session = useSession();
  const hasPassword = session.user?.providerData.some((p) => p.providerId === 'password') ?? false;
  return (
    <Stack gap="8">
      {eventId ? (
        <WithEventInterests eventId={eventId} userId={userId} profile={profile} />
      ) : (
        <ProfileForm
          userId={userId}
          profile={profile}
          interestOptions={interestOptions(null).options}
        />
      )}
      <Separator />
      <PasswordSection hasPassword={hasPassword} />
      <Separator />
      <MyDataSection userId={userId} />
    </Stack>
  );
}

/** The event's interests list, when the profile was opened from one (default list meanwhile). */
function WithEventInterests({
  eventId,
  userId,
  profile,
}: {
  eventId: string;
  userId: string;
  profile: UserProfile;
}) {
  const event = useEventDetails(eventId);
  if (event.status === 'loading') return <PageLoader />;
  const options = interestOptions(event.status === 'success' ? event.data : null).options;
  return <ProfileForm userId={userId} profile={profile} interestOptions={options} />;
}
