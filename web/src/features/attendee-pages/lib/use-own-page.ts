import { useParams } from 'react-router-dom';
import { useSession } from '../../../lib/session/session-provider';

/**
 * The user a page like /tickets/{id} names, and whether it is the signed-in user (the routes sit
 * behind RequireSession, so there is one). Only the user itself may see these pages.
 */
export function useOwnPage(): { userId: string; own: boolean } {
  const { id = '' } = useParams();
  const { user } = useSession();
  return { userId: id, own: user !== null && user.uid === id };
}
