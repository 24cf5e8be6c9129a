import { certificateDownloadId, paths } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { ATTENDEE_ID, EVENT_ID, NOBODY, describeRules } from './harness';

const DOWNLOAD_ID = certificateDownloadId('cert-1', ATTENDEE_ID);
const RECORD = {
  certificate_id: 'cert-1',
  certificate_name: 'Certificado de asistencia',
  attendee_id: ATTENDEE_ID,
  attendee_name: 'Asistente',
  attendee_email: 'asistente@example.com',
  first_downloaded_at: '2027-03-16T18:00:00.000Z',
  last_downloaded_at: '2027-03-16T18:00:00.000Z',
  count: 1,
};
const download = (db: Firestore, id = DOWNLOAD_ID) =>
  doc(db, paths.certificateDownload(EVENT_ID, id));

// reporte-certificados: the API records each attendee's own download and serves the report to
// event admins (GET certificate-downloads); no client reads or writes the records, so an
// attendee can neither forge a download nor see who else downloaded.
describeRules({
  collection: 'events/{eventId}/certificate_downloads',
  docs: { [paths.certificateDownload(EVENT_ID, DOWNLOAD_ID)]: RECORD },
  operations: {
    get: {
      does: 'read a certificate download record',
      allowed: NOBODY,
      run: ({ db }) => getDoc(download(db)),
    },
    list: {
      does: 'list certificate downloads',
      allowed: NOBODY,
      run: ({ db }) => getDocs(collection(db, paths.certificateDownloads(EVENT_ID))),
    },
    create: {
      does: 'record a certificate download',
      allowed: NOBODY,
      run: ({ db }) => setDoc(download(db, certificateDownloadId('cert-2', ATTENDEE_ID)), RECORD),
    },
    update: {
      does: 'change a certificate download record',
      allowed: NOBODY,
      run: ({ db }) => updateDoc(download(db), { count: 99 }),
    },
    delete: {
      does: 'delete a certificate download record',
      allowed: NOBODY,
      run: ({ db }) => deleteDoc(download(db)),
    },
  },
});
