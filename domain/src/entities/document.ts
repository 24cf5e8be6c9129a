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
