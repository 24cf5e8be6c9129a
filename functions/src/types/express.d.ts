import type { AuthUser } from '../lib/caller';

declare global {
  namespace Express {
    interface Request {
      /** Set by the auth middleware when a valid Bearer ID token came with the request. */
      user?: AuthUser;
    }
  }
}
