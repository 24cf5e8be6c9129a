import type { ReactNode } from 'react';
import { FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { MoreMessages } from '../../i18n/more-messages';
import { useFirestore } from '../../lib/firebase-context';
import { firebaseApp } from '../../lib/firebase';
import { socialMessages } from './messages';

/**
 * reactfire's providers over the app's own Firebase instances, and the social messages. No
 * AuthProvider: the session is the app's (useSession), and importing the Auth instance here
 * would split it out of the entry into a chunk of its own on the landing's first JS. Only
 * the social chunks import this file: reactfire and the full Firestore SDK stay out of the
 * landing's first JS.
 */
export function SocialProviders({ children }: { children: ReactNode }) {
  const db = useFirestore();
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <FirestoreProvider sdk={db}>
        <MoreMessages messages={socialMessages}>{children}</MoreMessages>
      </FirestoreProvider>
    </FirebaseAppProvider>
  );
}
