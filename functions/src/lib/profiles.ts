import type { UserRecord } from 'firebase-admin/auth';
import { auth } from './firebase';
import { notFoundError } from './http-error';
import { refs } from './refs';

/** The Auth account, or null when it does not exist (deleted, never made). */
export async function accountOf(uid: string): Promise<UserRecord | null> {
  try {
    return await auth.getUser(uid);
  } catch (err) {
    if (typeof err === 'object' && err && Reflect.get(err, 'code') === 'auth/user-not-found') {
      return null;
    }
    throw err;
  }
}

/**
 * A user's profile: users/{uid} where the user saved one, the Auth account otherwise. Never the
 * account's secrets (password hash, tokens).
 */
export async function profileOf(uid: string) {
  const [account, stored] = await Promise.all([accountOf(uid), refs.user(uid).get()]);
  if (!account) throw notFoundError('Usuario no encontrado');
  const profile = stored.data();
  const names = profile?.names ?? account.displayName ?? account.email?.split('@')[0] ?? '';
  return {
    _id: uid,
    uid,
    email: account.email ?? profile?.email ?? '',
    names,
    name: names,
    picture: profile?.picture ?? account.photoURL ?? null,
    company: profile?.company ?? '',
    position: profile?.position ?? '',
    company_type: profile?.company_type ?? null,
    bio: profile?.bio ?? '',
    interests: profile?.interests ?? [],
    language: profile?.language ?? null,
    isAnonymous: account.providerData.length === 0 && !account.email,
  };
}
