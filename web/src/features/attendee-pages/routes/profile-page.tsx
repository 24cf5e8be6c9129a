import { Avatar, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { userProfileSchema, type UserProfile, type UserProfileInput } from '@aforo/domain';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useErrorModal } from '../../../components/error-modal';
import { FormField } from '../../../components/form-field';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError, type ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { handleSubmitError } from '../../../lib/resources/server-errors';
import { useSession } from '../../../lib/session/session-provider';
import { saveProfile, useProfile } from '../api/profile';
import { ForbiddenNotice, LoadError } from '../components/page-states';

/**
 * /profile/{id}: the user's names and picture, read and saved through GET/PUT /api/users/{id}.
 * The API decides who may open it (the user itself); its 403 goes through the error modal.
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
        {profile.status === 'success' ? <ProfileForm userId={id} profile={profile.data} /> : null}
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

interface ProfileValues {
  names: string;
  picture: string;
}

function ProfileForm({ userId, profile }: { userId: string; profile: UserProfile }) {
  const t = useT();
  const showError = useErrorModal();
  const session = useSession();
  const initial: ProfileValues = { names: profile.names, picture: profile.picture ?? '' };
  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    // An empty picture field means no picture, which the API stores as null.
    const input: UserProfileInput = {
      names: values.names.trim(),
      picture: values.picture.trim() === '' ? null : values.picture.trim(),
    };
    try {
      const saved = await saveProfile(userId, input);
      helpers.resetForm({
        values: { names: saved.names, picture: saved.picture ?? '' },
        status: 'saved',
      });
      notify(t('attendeePages.saved'));
      // The header shows Auth's display name, which the API just changed.
      await session.refreshUser().catch(() => undefined);
    } catch (error) {
      handleSubmitError(error, helpers, showError);
    }
  };
  return (
    <Formik<ProfileValues>
      initialValues={initial}
      validationSchema={userProfileSchema}
      onSubmit={submit}
    >
      {({ values, isSubmitting, dirty, status }) => (
        <Form noValidate data-testid="profile-form">
          <Stack gap="4">
            <HStack gap="4">
              <Avatar.Root size="2xl">
                <Avatar.Fallback name={values.names} />
                {values.picture ? (
                  <Avatar.Image
                    src={values.picture}
                    alt={t('attendeePages.pictureAlt', { names: values.names })}
                  />
                ) : null}
              </Avatar.Root>
              <Text color="fg.muted">
                {t('attendeePages.email')}: {profile.email}
              </Text>
            </HStack>
            <FormField name="names" label={t('attendeePages.names')} required autoComplete="name" />
            <FormField name="picture" label={t('attendeePages.picture')} autoComplete="photo" />
            <HStack gap="3">
              <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                {t('common.save')}
              </Button>
              {/* Stays until the next change, so the feedback outlives the toast. */}
              {status === 'saved' && !dirty ? (
                <Text role="status" color="green.700" data-testid="profile-saved">
                  {t('attendeePages.saved')}
                </Text>
              ) : null}
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
