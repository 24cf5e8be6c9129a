import { propertiesSchemaFor, type AforoEvent, type Attendee } from '@aforo/domain';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import * as yup from 'yup';
import {
  AttendeePropertyInputs,
  isAskedField,
} from '../../../components/attendee-fields/attendee-property-inputs';
import type { FileMode } from '../../../components/attendee-fields/file-input';
import { registrationUploader } from '../../../components/attendee-fields/upload';
import { useT } from '../../../i18n/use-t';
import { validationKeyOf } from '../../../i18n/validation-messages';
import { useSession } from '../../../lib/session/session-provider';
import { useRegistrationSubmit, type RegistrationOutcome } from '../api/use-registration-submit';
import { useTakenOptions } from '../api/use-taken-options';
import {
  initialRegistrationValues,
  type RegistrationMode,
  type RegistrationValues,
} from '../lib/registration-values';

/** Spec part 3 §9: the missing-fields warning stays 4 seconds. */
const MISSING_WARNING_MS = 4_000;

const SUBMIT_LABEL = {
  register: 'registration.submitRegister',
  update: 'registration.submitUpdate',
  transfer: 'registration.submitTransfer',
} as const;

/** The messages that say a field was left empty (the others say a value is wrong). */
const EMPTY_FIELD_KEYS = new Set(['validation.required', 'validation.emailRequired']);

function leafMessages(errors: unknown): string[] {
  if (typeof errors === 'string') return [errors];
  if (errors === null || typeof errors !== 'object') return [];
  return Object.values(errors).flatMap(leafMessages);
}

/**
 * After a refused submit: "missing fields" only when a field was left empty; a form whose only
 * faults are wrong values (an e-mail without @) says to check the marked fields instead.
 */
function useMissingWarning() {
  const [shown, setShown] = useState<{ at: number; missing: boolean } | null>(null);
  useEffect(() => {
    if (shown === null) return undefined;
    const timer = setTimeout(() => setShown(null), MISSING_WARNING_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return {
    missing: shown?.missing === true,
    invalid: shown?.missing === false,
    show: (errors: FormikErrors<RegistrationValues>) =>
      setShown({
        at: Date.now(),
        missing: leafMessages(errors).some((message) =>
          EMPTY_FIELD_KEYS.has(validationKeyOf(message)?.key ?? ''),
        ),
      }),
  };
}

/**
 * The registration form generated from the event's user_properties (spec part 3 §2.3, §3.2,
 * §5.2), validated with the domain schema the API also applies.
 */
export function RegistrationForm({
  event,
  mode,
  own,
  onSuccess,
  onLogin,
}: {
  event: AforoEvent;
  mode: RegistrationMode;
  /** The signed-in user's registration (update and transfer). */
  own: Attendee | null;
  onSuccess: (outcome: RegistrationOutcome) => void;
  onLogin: () => void;
}) {
  const t = useT();
  const session = useSession();
  const taken = useTakenOptions(event);
  const warning = useMissingWarning();
  const fields = useMemo(
    () => event.user_properties.filter((field) => isAskedField(field, true)),
    [event],
  );
  const { submit, alreadyRegistered, failed } = useRegistrationSubmit(event, mode, own, fields);
  const schema = useMemo(
    () =>
      yup.object({
        properties: propertiesSchemaFor(
          // An update may leave the password empty: it keeps the current one.
          mode === 'update'
            ? fields.map((f) => (f.type === 'password' ? { ...f, mandatory: false } : f))
            : fields,
          event.fields_conditions,
        ),
      }),
    [fields, mode, event.fields_conditions],
  );
  const user = session.user;
  const fixedEmail =
    mode === 'update' ? (own?.properties.email ?? null) : mode === 'register' ? user?.email : null;
  // A visitor without an account uploads too, with an anonymous upload account (README, "Files").
  const files: FileMode = {
    kind: 'upload',
    upload: registrationUploader(event._id, user?.uid ?? null),
  };

  return (
    <Formik<RegistrationValues>
      initialValues={initialRegistrationValues(
        fields,
        mode === 'update' ? (own?.properties ?? null) : null,
        fixedEmail ? fixedEmail.toLowerCase() : null,
      )}
      validate={(values) =>
        validateYupSchema(values, schema, false, { takenOptions: taken }).then(
          () => ({}),
          (error: unknown) => yupToFormErrors<RegistrationValues>(error),
        )
      }
      onSubmit={async (values, helpers) => {
        const outcome = await submit(values, helpers);
        if (outcome) onSuccess(outcome);
      }}
    >
      {(formik) => (
        <Form noValidate data-testid="registration-form">
          <Stack gap="3" pt="2">
            {mode === 'transfer' ? <Text>{t('registration.transferIntro')}</Text> : null}
            <AttendeePropertyInputs<RegistrationValues>
              fields={fields}
              conditions={event.fields_conditions}
              options={{
                disabled: fixedEmail ? ['email'] : [],
                takenOptions: taken,
                files,
                publicOnly: true,
                passwordRequired: mode !== 'update',
              }}
            />
            {warning.missing ? (
              <Alert.Root status="warning" data-testid="registration-missing">
                <Alert.Indicator />
                <Alert.Title>{t('registration.missingFields')}</Alert.Title>
              </Alert.Root>
            ) : null}
            {warning.invalid ? (
              <Alert.Root status="warning" data-testid="registration-invalid">
                <Alert.Indicator />
                <Alert.Title>{t('registration.invalidFields')}</Alert.Title>
              </Alert.Root>
            ) : null}
            {alreadyRegistered ? (
              <Alert.Root status="warning" data-testid="registration-already">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>
                    {t('registration.alreadyRegistered', { email: alreadyRegistered })}
                  </Alert.Title>
                </Alert.Content>
                <Button size="sm" ms="auto" onClick={onLogin}>
                  {t('registration.login')}
                </Button>
              </Alert.Root>
            ) : null}
            {failed ? (
              <Alert.Root status="error" data-testid="registration-error">
                <Alert.Indicator />
                <Alert.Title>{t('registration.error')}</Alert.Title>
              </Alert.Root>
            ) : null}
            <Button
              type="submit"
              colorPalette="blue"
              loading={formik.isSubmitting}
              onClick={() => {
                void formik.validateForm().then((errors: FormikErrors<RegistrationValues>) => {
                  if (Object.keys(errors).length > 0) warning.show(errors);
                });
              }}
            >
              {t(SUBMIT_LABEL[mode])}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
