import type { AforoEvent, Attendee, AttendeeField } from '@aforo/domain';
import { signInWithCustomToken, signInWithEmailAndPassword } from 'firebase/auth';
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth';
import type { MessageKey } from '../../../i18n/es';
import { applyFieldErrors, fieldErrorsOf } from '../../../lib/resources/server-errors';
import { useSession } from '../../../lib/session/session-provider';
import {
  propertiesToSubmit,
  registerCode,
  typedPassword,
  type RegistrationMode,
  type RegistrationValues,
} from '../lib/registration-values';
import { isRegistered, register, transferTicket, updateOwnRegistration } from './registration-api';

/** How the person reaches the event after the form: already in, or through a mail. */
export type AccessAfter = 'signed-in' | 'access-mail' | 'validation-mail' | 'transfer-mail';

export interface RegistrationOutcome {
  message: Extract<
    MessageKey,
    'registration.registered' | 'registration.updated' | 'registration.transferred'
  >;
  access: AccessAfter;
  email: string;
  code: 1 | 2 | 4;
}

/**
 * Submits the registration form in its three modes (spec part 3 §4.1). A new registration first
 * asks whether the e-mail is taken, so the visitor gets the already-registered warning with a
 * login button rather than an error. Without e-mail validation a new account is signed in with the
 * one-time token the API answers; an account that existed before signs in with its own password,
 * or through the mailed access link.
 */
export function useRegistrationSubmit(
  event: AforoEvent,
  mode: RegistrationMode,
  own: Attendee | null,
  fields: readonly AttendeeField[],
) {
  const auth = useAuth();
  const session = useSession();
  const [alreadyRegistered, setAlreadyRegistered] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const signInAfter = async (
    email: string,
    password: string | null,
    token: string | undefined,
  ): Promise<AccessAfter> => {
    if (event.validateEmail) return 'validation-mail';
    if (auth.currentUser) return 'signed-in';
    if (token) {
      try {
        await signInWithCustomToken(auth, token);
        return 'signed-in';
      } catch {
        // Falls through: the typed password or the mailed link still let the person in.
      }
    }
    if (!password) return 'access-mail';
    try {
      await signInWithEmailAndPassword(auth, email, password);
      return 'signed-in';
    } catch {
      // An account that existed before keeps its own password: the mailed link still works.
      return 'access-mail';
    }
  };

  const run = async (values: RegistrationValues): Promise<RegistrationOutcome | null> => {
    const properties = propertiesToSubmit(fields, event.fields_conditions, values);
    const email = String(properties['email']);
    if (mode === 'transfer') {
      if (!own) return null;
      await transferTicket(event._id, own._id, properties);
      const message = 'registration.transferred' as const;
      return { message, access: 'transfer-mail', email, code: registerCode(mode, false) };
    }
    if (mode === 'update' && own) {
      await updateOwnRegistration(event._id, own._id, properties);
      return { message: 'registration.updated', access: 'signed-in', email, code: 2 };
    }
    const mine = session.user?.email?.toLowerCase() === email;
    if (!mine && (await isRegistered(event._id, email))) {
      setAlreadyRegistered(email);
      return null;
    }
    const answer = await register(event._id, properties);
    const created = answer.status === 'CREATED';
    const access = await signInAfter(email, typedPassword(fields, properties), answer.token);
    const message = created ? 'registration.registered' : 'registration.updated';
    return { message, access, email, code: registerCode(mode, created) };
  };

  const submit = async (
    values: RegistrationValues,
    helpers: FormikHelpers<RegistrationValues>,
  ): Promise<RegistrationOutcome | null> => {
    setAlreadyRegistered(null);
    setFailed(false);
    try {
      return await run(values);
    } catch (error) {
      const errors = fieldErrorsOf(error);
      const emailError = errors?.['properties.email'];
      if (mode !== 'transfer' && emailError && /registrado/i.test(emailError)) {
        setAlreadyRegistered(String(values.properties['email']).trim().toLowerCase());
      } else if (errors) {
        applyFieldErrors(errors, helpers);
      } else {
        setFailed(true);
      }
      return null;
    }
  };

  return { submit, alreadyRegistered, failed };
}
