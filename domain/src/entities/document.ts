import * as yup from 'yup';
import type { Timestamps } from './common.js';
import { idList, idString, text, url } from './common.js';

export const DOCUMENT_TYPES = ['file', 'folder'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** A document or a folder of the event; either may be restricted to roles and to users. */
export const documentSchema = yup.object({
  type: yup
    .mixed<DocumentType>()
    .oneOf([...DOCUMENT_TYPES])
    .default('file'),
  name: text().when('type', {
    is: 'folder',
    then: (s) => s.required('Ingrese el nombre de la carpeta'),
    otherwise: (s) => s.default(''),
  }),
  title: text().default(''),
  /** The file's download URL; a folder has none. */
  file: url()
    .nullable()
    .default(null)
    .when('type', {
      is: 'file',
      then: (s) => s.required('Seleccione un archivo'),
      otherwise: (s) => s.transform(() => null),
    }),
  format: text(100).default(''),
  state: text(50).default(''),
  /** The folder the document sits in; null at the root. */
  folder_id: idString().nullable().default(null),
  /** Attendee role ids allowed to see it; empty means everyone. */
  permissionRol: idList(),
  /** Account ids (picked by e-mail) allowed to see it; empty means everyone. */
  permissionUser: idList(),
});
export type DocumentInput = yup.InferType<typeof documentSchema>;
export type EventDocument = DocumentInput & Timestamps & { _id: string; event_id: string };

/** Who is reading a document: its account (null when anonymous) and its attendee role. */
export interface DocumentReader {
  uid: string | null;
  /** The reader's attendee record, when it has one in the event, with its role. */
  attendee: { rol_id?: string | null } | null;
}

/** A stored document as read from Firestore: its lists may be missing or of any shape. */
type DocumentPermissions = { permissionUser?: unknown; permissionRol?: unknown } & Record<
  string,
  unknown
>;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Whether the document restricts by role: only then is the reader's registration needed. */
export const restrictsByRole = (doc: DocumentPermissions): boolean =>
  listOf(doc.permissionRol).length > 0;

/**
 * The one decision of who sees a document (listing and file alike), for readers outside the
 * event team (the team sees every document). Each non-empty list restricts: the reader's account
 * must be in permissionUser, and its attendee role in permissionRol. firestore.rules
 * (canSeeDocument) and storage.rules (the documents folder) state the same condition, and
 * tests/rules-source/storage-documents.test.ts checks that they still do.
 */
export function canSeeDocument(doc: DocumentPermissions, reader: DocumentReader): boolean {
  const users = listOf(doc.permissionUser);
  const roles = listOf(doc.permissionRol);
  const userOk = users.length === 0 || (reader.uid !== null && users.includes(reader.uid));
  const roleOk =
    roles.length === 0 ||
    (reader.attendee !== null &&
      reader.attendee.rol_id != null &&
      roles.includes(reader.attendee.rol_id));
  return userOk && roleOk;
}

/**
 * Where a document's file is kept in Storage: under the document's own id, so storage.rules can
 * read the document (firestore.get) and apply the same restriction as the listing.
 */
export const documentFilePath = (eventId: string, documentId: string, fileName: string): string =>
  `${documentFolderPath(eventId, documentId)}/${fileName}`;

/** The Storage folder of one document's file (the admin uploads into it with a timestamped name). */
export const documentFolderPath = (eventId: string, documentId: string): string =>
  `events/${eventId}/documents/${documentId}`;
