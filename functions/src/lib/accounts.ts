import { randomBytes } from 'node:crypto';
import type { UserRecord } from 'firebase-admin/auth';
import type { AuthUser } from './caller';
import { auth } from './firebase';
import { forbidden, type HttpError } from './http-error';

/** Firebase Auth answers at most 100 identifiers per getUsers and 1000 users per importUsers. */
const LOOKUP_CHUNK = 100;
const IMPORT_CHUNK = 1000;

/** The custom claim naming the event or organization an API-made account was created for. */
export const CREATED_FOR_CLAIM = 'aforo_created_for';

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Auth accounts by lower-cased e-mail; e-mails without an account are absent. */
export async function accountsByEmail(emails: readonly string[]): Promise<Map<string, UserRecord>> {
  const unique = [...new Set(emails)];
  const results = await Promise.all(
    chunks(unique, LOOKUP_CHUNK).map((chunk) => auth.getUsers(chunk.map((email) => ({ email })))),
  );
  const found = new Map<string, UserRecord>();
  for (const result of results) {
    for (const user of result.users) if (user.email) found.set(user.email.toLowerCase(), user);
  }
  return found;
}

export interface NewAccount {
  email: string;
  displayName: string;
}

export interface ResolvedAccount {
  uid: string;
  created: boolean;
  /**
   * Whether binding something to this account by its e-mail is safe: the account was made just
   * now by this call (nobody holds a session on it yet), or its owner proved the address. An
   * unverified account may belong to anyone who typed that address.
   */
  trusted: boolean;
}

/** An account found by e-mail, before anything is bound to it. */
export const existingAccount = (user: UserRecord): ResolvedAccount => ({
  uid: user.uid,
  created: false,
  trusted: user.emailVerified,
});

/** What a caller whose token's e-mail is not verified is told when it claims something by it. */
export const VERIFY_EMAIL_MESSAGE =
  'Debes verificar tu correo antes de continuar: ingresa con el enlace de acceso que enviamos a tu correo (o el de "¿Olvidaste tu contraseña?") y vuelve a intentarlo';

/** What the staff is told when the address it grants to belongs to an unverified account. */
export const unverifiedAccountMessage = (email: string) =>
  `La cuenta de ${email} no ha verificado su correo: esa persona debe ingresar una vez con el enlace de acceso que llega a su correo antes de recibir permisos`;

/** The caller's e-mail, lower-cased, only when its token proves it; null otherwise. */
export function provenEmail(user: AuthUser | null | undefined): string | null {
  return user?.email && user.emailVerified ? user.email.toLowerCase() : null;
}

/** The 403 for a caller that claims by an e-mail it has not verified. */
export const unverifiedEmail = (): HttpError => forbidden(VERIFY_EMAIL_MESSAGE);

/**
 * The account of every e-mail, creating the missing ones in bulk (importUsers: one call per 1000
 * accounts instead of one per account). An import that loses a race with another creator for the
 * same e-mail picks up the winner's account. E-mails that still have none are absent.
 */
export async function ensureAccounts(
  wanted: readonly NewAccount[],
  createdFor: string,
): Promise<Map<string, ResolvedAccount>> {
  const existing = await accountsByEmail(wanted.map((w) => w.email));
  const resolved = new Map<string, ResolvedAccount>();
  for (const [email, user] of existing) resolved.set(email, existingAccount(user));
  const missing = [
    ...new Map(wanted.filter((w) => !existing.has(w.email)).map((w) => [w.email, w])),
  ];
  const lost: string[] = [];
  for (const chunk of chunks(missing, IMPORT_CHUNK)) {
    const users = chunk.map(([email, w]) => ({
      uid: randomBytes(15).toString('base64url'),
      email,
      displayName: w.displayName,
      customClaims: { [CREATED_FOR_CLAIM]: createdFor },
    }));
    const result = await auth.importUsers(users);
    const failed = new Set(result.errors.map((e) => e.index));
    users.forEach((user, index) => {
      if (failed.has(index)) lost.push(user.email);
      else resolved.set(user.email, { uid: user.uid, created: true, trusted: true });
    });
  }
  if (lost.length > 0) {
    for (const [email, user] of await accountsByEmail(lost)) {
      resolved.set(email, existingAccount(user));
    }
  }
  return resolved;
}

/** Whether an account was made by the API for `scope` and its owner never signed in. */
export function isUnclaimedAccountOf(user: UserRecord, scope: string): boolean {
  return user.customClaims?.[CREATED_FOR_CLAIM] === scope && !user.metadata.lastSignInTime;
}

/** A temporary password the admin tool shows once: 16 letters and digits (the domain's pattern). */
export function temporaryPassword(): string {
  return randomBytes(12).toString('base64url').replace(/[-_]/g, '0');
}
