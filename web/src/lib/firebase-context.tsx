import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The Auth and Firestore instances for the component tree. A few lines of our own instead of
 * reactfire's providers: its single module imports every Firebase product (Realtime Database,
 * Remote Config, Storage, ...), which put about 300 KB of gzipped code nobody used in front of
 * every page, the landing included (bench/, issue #9).
 */
const AuthContext = createContext<Auth | null>(null);
const FirestoreContext = createContext<Firestore | null>(null);

export function FirebaseProviders({
  auth,
  firestore,
  children,
}: {
  auth: Auth;
  firestore: Firestore;
  children: ReactNode;
}) {
  return (
    <AuthContext.Provider value={auth}>
      <FirestoreContext.Provider value={firestore}>{children}</FirestoreContext.Provider>
    </AuthContext.Provider>
  );
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth is used outside FirebaseProviders');
  return auth;
}

export function useFirestore(): Firestore {
  const firestore = useContext(FirestoreContext);
  if (!firestore) throw new Error('useFirestore is used outside FirebaseProviders');
  return firestore;
}
