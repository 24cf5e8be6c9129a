import type { ReactNode } from 'react';
import { MoreMessages } from '../../../i18n/more-messages';
import { surveyAnswerMessages } from '../answer-messages';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { auth } from '../../../lib/auth';
import { firebaseApp } from '../../../lib/firebase';
import { appFirestore } from '../../../lib/firebase-context';

/**
 * The providers of the surveys' live reads (api/live.ts, through reactfire; this chunk is lazy:
 * the room's tab, the landing's survey section and the admin reports load it; the landing's entry
 * never does). They hand reactfire the app's own Firebase instances, so it shares their cache and
 * sign-in.
 */
export function SurveyFirebase({ children }: { children: ReactNode }) {
  // The answering strings come with this chunk, not in the landing's first JS (its budget).
  return (
    <MoreMessages messages={surveyAnswerMessages}>
      <FirebaseAppProvider firebaseApp={firebaseApp}>
        <AuthProvider sdk={auth}>
          <FirestoreProvider sdk={appFirestore()}>{children}</FirestoreProvider>
        </AuthProvider>
      </FirebaseAppProvider>
    </MoreMessages>
  );
}
