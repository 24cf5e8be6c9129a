import { Router } from 'express';
import { signedIn } from '../lib/access';
import { HttpError, unauthorized } from '../lib/http-error';
import { profileOf } from '../lib/profiles';

/** GET /auth/currentUser (spec part 1 §7.1), mounted beside /api. */
export const sessionRouter = Router();

/** The signed-in user's profile; 401 without a valid token (the client then shows the toast). */
sessionRouter.get('/currentUser', async (req, res) => {
  const user = signedIn(req);
  const profile = await profileOf(user.uid).catch((err: unknown) => {
    // A valid token for an account deleted since: the session is over.
    if (err instanceof HttpError && err.status === 404) {
      throw unauthorized('¡Tu token ha caducado! Redirigiendo al inicio de sesión…');
    }
    throw err;
  });
  res.json({ ...profile, isAnonymous: user.isAnonymous });
});
