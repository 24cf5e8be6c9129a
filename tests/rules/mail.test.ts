import { paths } from '@aforo/domain';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { NOBODY, describeRules } from './harness';

const mail = {
  to: 'asistente@example.com',
  message: { subject: 'Tu acceso', html: '<p>Entra aquí</p>' },
};

// Outgoing mail: a trigger sends every document; a client write would be an open relay.
describeRules({
  collection: 'mail',
  docs: { [paths.mailItem('mail-1')]: mail },
  operations: {
    get: {
      does: 'read an outgoing mail',
      allowed: NOBODY,
      run: ({ db }) => getDoc(doc(db, paths.mailItem('mail-1'))),
    },
    list: {
      does: 'list outgoing mail',
      allowed: NOBODY,
      run: ({ db }) => getDocs(collection(db, paths.mail())),
    },
    create: {
      does: 'queue a mail',
      allowed: NOBODY,
      run: ({ db }) => setDoc(doc(db, paths.mailItem('mail-new')), mail),
    },
    update: {
      does: 'rewrite a queued mail',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(doc(db, paths.mailItem('mail-1')), { to: 'otro@example.com' }),
    },
    delete: {
      does: 'delete a queued mail',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(doc(db, paths.mailItem('mail-1'))),
    },
  },
});
