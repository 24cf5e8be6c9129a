/** The signed-in caller, as the auth middleware reads it from a verified Firebase ID token. */
export interface AuthUser {
  uid: string;
  email: string | null;
  /**
   * Whether the token's provider proved the e-mail (email_verified): an e-mail link, a verified
   * password account, Google. Anything granted or claimed by e-mail requires it.
   */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  isAnonymous: boolean;
}

/**
 * Who calls a service: the caller's identity, nothing of HTTP. An Express request carries it as
 * `req.user`, so a route passes its request as is, and a trigger or a script can pass `{ user }`.
 */
export interface Caller {
  user?: AuthUser | null;
}
