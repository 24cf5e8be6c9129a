import type { NextFunction, Request, Response } from 'express';
import { auth } from '../lib/firebase';
import type { AuthUser } from '../lib/caller';
import { unauthorized } from '../lib/http-error';

const BEARER = /^Bearer ([A-Za-z0-9._-]+)$/;

/**
 * Reads `Authorization: Bearer <Firebase ID token>`. A request without the header goes on
 * anonymous; a header with a bad or expired token is refused, so a client never silently
 * loses its identity.
 */
export async function optionalAuth(req: Request, _res: Response, next: NextFunction) {
  const header = req.get('authorization');
  if (!header) return next();
  const match = BEARER.exec(header);
  if (!match) return next(unauthorized('Encabezado de autorización no válido'));
  try {
    const token = await auth.verifyIdToken(match[1] ?? '');
    req.user = {
      uid: token.uid,
      email: token.email ?? null,
      emailVerified: token.email_verified === true,
      name: typeof token.name === 'string' ? token.name : null,
      picture: token.picture ?? null,
      isAnonymous: token.firebase.sign_in_provider === 'anonymous',
    };
    next();
  } catch {
    next(unauthorized('¡Tu token ha caducado! Redirigiendo al inicio de sesión…'));
  }
}

export function requireAuth(req: Request, _res: Response, next: NextFunction) {
  if (!req.user) return next(unauthorized());
  next();
}

/** For handlers behind requireAuth: the user, typed as present. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
