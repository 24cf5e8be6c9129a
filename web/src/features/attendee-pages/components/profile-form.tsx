import {
  Avatar,
  Button,
  Checkbox,
  Field,
  Fieldset,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  COMPANY_TYPES,
  PROFILE_LANGUAGES,
  isProfileLanguage,
  userProfileSchema,
  type CompanyType,
  type ProfileLanguage,
  type UserProfile,
  type UserProfileInput,
} from '@aforo/domain';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useErrorModal } from '../../../components/error-modal';
import { FieldErrorText } from '../../../components/field-error-text';
import { FormField } from '../../../components/form-field';
import { UploadInput } from '../../../components/resource/upload-input';
import { useLocale } from '../../../i18n/i18n-provider';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { useProfileLabels } from '../../../lib/profile-labels';
import { imagesOnlyUpload } from '../../../lib/resources/resource';
import { handleSubmitError } from '../../../lib/resources/server-errors';
import { useSession } from '../../../lib/session/session-provider';
import { saveProfile } from '../api/profile';

interface ProfileValues {
  names: string;
  picture: string;
  company: string;
  position: string;
  company_type: CompanyType | '';
  bio: string;
  interests: string[];
  language: ProfileLanguage | '';
}

const valuesOf = (profile: UserProfile): ProfileValues => ({
  names: profile.names,
  picture: profile.picture ?? '',
  company: profile.company ?? '',
  position: profile.position ?? '',
  company_type: profile.company_type ?? '',
  bio: profile.bio ?? '',
  interests: [...(profile.interests ?? [])],
  language: profile.language ?? '',
});

/**
 * The profile's fields: photo (uploaded like every other image: users/{uid}/avatar, 5 MB,
 * images only, refused with the catalogue's message), names, company, position, kind of
 * organization, bio, interests and language. Saving a language switches the app to it at once.
 */
export function ProfileForm({
  userId,
  profile,
  interestOptions,
}: {
  userId: string;
  profile: UserProfile;
  interestOptions: readonly string[];
}) {
  const t = useT();
  const showError = useErrorModal();
  const session = useSession();
  const { setLocale } = useLocale();
  const labels = useProfileLabels();
  const submit = async (values: ProfileValues, helpers: FormikHelpers<ProfileValues>) => {
    // Empty text means "none": the API stores null for the picture, kind and language.
    const input: UserProfileInput = {
      names: values.names.trim(),
      picture: values.picture.trim() === '' ? null : values.picture.trim(),
      company: values.company.trim(),
      position: values.position.trim(),
      company_type: values.company_type === '' ? null : values.company_type,
      bio: values.bio.trim(),
      interests: values.interests,
      language: values.language === '' ? null : values.language,
    };
    try {
      const saved = await saveProfile(userId, input);
      helpers.resetForm({ values: valuesOf(saved), status: 'saved' });
      if (isProfileLanguage(saved.language)) setLocale(saved.language);
      notify(t('attendeePages.saved'));
      // The header shows Auth's display name and photo, which the API just changed.
      await session.refreshUser().catch(() => undefined);
    } catch (error) {
      handleSubmitError(error, helpers, showError);
    }
  };
  return (
    <Formik<ProfileValues>
      initialValues={valuesOf(profile)}
      validationSchema={userProfileSchema}
      onSubmit={submit}
    >
      {({ values, isSubmitting, dirty, status }) => (
        <Form noValidate data-testid="profile-form">
          <Stack gap="4">
            <HStack gap="4" wrap="wrap">
              <Avatar.Root size="2xl">
                <Avatar.Fallback name={values.names} />
                {values.picture ? (
                  <Avatar.Image
                    src={values.picture}
                    alt={t('attendeePages.pictureAlt', { names: values.names })}
                    data-testid="profile-picture"
                  />
                ) : null}
              </Avatar.Root>
              <Text color="fg.muted" wordBreak="break-all">
                {t('attendeePages.email')}: {profile.email}
              </Text>
            </HStack>
            <UploadInput
              name="picture"
              label={t('attendeePages.picture')}
              kind="image"
              rule={imagesOnlyUpload(() => `users/${userId}/avatar`)}
              scope={{ eventId: '', timeZone: 'UTC' }}
              required={false}
              help={t('attendeePages.pictureHelp')}
              readOnly={false}
            />
            <FormField name="names" label={t('attendeePages.names')} required autoComplete="name" />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <FormField
                name="company"
                label={t('attendeePages.company')}
                autoComplete="organization"
              />
              <FormField
                name="position"
                label={t('attendeePages.position')}
                autoComplete="organization-title"
              />
            </SimpleGrid>
            <SelectField
              name="company_type"
              label={t('attendeePages.companyType')}
              options={COMPANY_TYPES}
              labelOf={labels.companyType}
            />
            <FormField
              name="bio"
              kind="textarea"
              label={t('attendeePages.bio')}
              help={t('attendeePages.bioHelp')}
            />
            <InterestsField options={interestOptions} />
            <SelectField
              name="language"
              label={t('attendeePages.language')}
              help={t('attendeePages.languageHelp')}
              options={PROFILE_LANGUAGES}
              labelOf={(l) => t(`language.${l}`)}
            />
            <Text fontSize="sm" color="fg.muted">
              {t('attendeePages.visibilityNote')}
            </Text>
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

function SelectField<V extends string>({
  name,
  label,
  help,
  options,
  labelOf,
}: {
  name: string;
  label: string;
  help?: string;
  options: readonly V[];
  labelOf: (value: V) => string;
}) {
  const t = useT();
  const [field, meta] = useField<string>(name);
  return (
    <Field.Root invalid={meta.touched && meta.error !== undefined}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={field.value} onChange={field.onChange}>
          <option value="">{t('attendeePages.notSaid')}</option>
          {options.map((value) => (
            <option key={value} value={value}>
              {labelOf(value)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      <FieldErrorText message={meta.error} />
    </Field.Root>
  );
}

/** The interests to tick: the event's list or the default one, plus any kept from before. */
function InterestsField({ options }: { options: readonly string[] }) {
  const t = useT();
  const { interest } = useProfileLabels();
  const [field, meta, helpers] = useField<string[]>('interests');
  const chosen = field.value;
  const shown = [...options, ...chosen.filter((v) => !options.includes(v))];
  const toggle = (value: string, on: boolean) =>
    void helpers.setValue(on ? [...chosen, value] : chosen.filter((v) => v !== value));
  return (
    <Fieldset.Root invalid={meta.error !== undefined}>
      <Fieldset.Legend>{t('attendeePages.interests')}</Fieldset.Legend>
      <Fieldset.HelperText>{t('attendeePages.interestsHelp')}</Fieldset.HelperText>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" data-testid="profile-interests">
        {shown.map((value) => (
          <Checkbox.Root
            key={value}
            checked={chosen.includes(value)}
            onCheckedChange={(e) => toggle(value, e.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{interest(value)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </SimpleGrid>
      {typeof meta.error === 'string' ? (
        <Fieldset.ErrorText>{meta.error}</Fieldset.ErrorText>
      ) : null}
    </Fieldset.Root>
  );
}
