/**
 * The demo event's documents section: enabled in its menu, with a public folder
 * of the fair's documents, one of them only for speakers (role "Ponente"), so `npm start` shows
 * the admin's folder and permission screens filled and an attendee's landing listing what that
 * attendee may see (the demo attendee is an "Asistente": it sees two of the three).
 *
 * Files live in Storage, which the Firestore export does not hold: DEMO_DOCUMENT_FILES gives each
 * seeded file's bytes at its path, and `npm start` puts them into the Storage stand-in it starts
 * (scripts/dev-stand-ins.ts), so the seeded downloads work there too.
 */
import { documentFilePath, type AforoEvent, type DocumentInput } from '@aforo/domain';

const BUCKET = 'demo-aforo.appspot.com';
/** A fixed stored-name prefix: the seed is deterministic (uploads use the upload's time). */
const STAMP = '1790000000000';

/** A one-page PDF showing `lines`: small, valid, and readable by any viewer. */
export function simplePdf(lines: readonly string[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((line, i) => `BT /F1 14 Tf 72 ${760 - i * 22} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

interface SeedFile {
  id: string;
  title: string;
  storedName: string;
  roles: string[];
  lines: string[];
}

const FOLDER_ID = 'carpeta-memorias';
const FILES: SeedFile[] = [
  {
    id: 'documento-programa',
    title: 'Programa general.pdf',
    storedName: `${STAMP}-Programa-general.pdf`,
    roles: [],
    lines: ['Feria Aforo 2027 - Programa general', '15 y 16 de marzo, Auditorio Principal'],
  },
  {
    id: 'documento-mapa',
    title: 'Mapa del recinto.pdf',
    storedName: `${STAMP}-Mapa-del-recinto.pdf`,
    roles: [],
    lines: ['Feria Aforo 2027 - Mapa del recinto', 'Salas Andes y Caribe en el segundo piso'],
  },
  {
    id: 'documento-guia-ponentes',
    title: 'Guía para ponentes.pdf',
    storedName: `${STAMP}-Guia-para-ponentes.pdf`,
    // Only speakers: the seed's role "Ponente".
    roles: ['rol-2'],
    lines: ['Guia para ponentes', 'Llegue 30 minutos antes a la sala asignada.'],
  },
];

/** The seeded files' bytes by bucket and path, for the Storage stand-in of `npm start`. */
export function demoDocumentFiles(
  eventId: string,
): { bucket: string; name: string; bytes: Buffer; contentType: string }[] {
  return FILES.map((f) => ({
    bucket: BUCKET,
    name: documentFilePath(eventId, f.id, f.storedName),
    bytes: simplePdf(f.lines),
    contentType: 'application/pdf',
  }));
}

/**
 * The event with its documents section enabled in the landing's menu. The event's own page stays
 * the first section (a landing opens on its first section, and the event page is the light one:
 * e2e/landing.spec.ts holds the landing's first JS to its budget on this event).
 */
export function withDocumentsSection(event: AforoEvent): AforoEvent {
  return {
    ...event,
    itemsMenu: {
      event: {
        section: 'event',
        name: 'El evento',
        icon: '',
        position: 0,
        permissions: 'public',
        checked: true,
      },
      ...event.itemsMenu,
      documents: {
        section: 'documents',
        name: 'Documentos',
        icon: '',
        position: 4,
        permissions: 'public',
        checked: true,
      },
    },
  };
}

/** The folder and its files, as the admin's screens would have written them. */
export function seedDocuments(
  write: (path: string, data: Record<string, unknown>) => void,
  eventId: string,
  path: (id: string) => string,
  time: unknown,
) {
  const stamp = { event_id: eventId, created_at: time, updated_at: time };
  const folder: DocumentInput = {
    type: 'folder',
    name: 'Memorias de la feria',
    title: 'Memorias de la feria',
    file: null,
    format: '',
    state: '',
    folder_id: null,
    permissionRol: [],
    permissionUser: [],
  };
  write(path(FOLDER_ID), { ...folder, ...stamp });
  for (const f of FILES) {
    const objectPath = documentFilePath(eventId, f.id, f.storedName);
    const file: DocumentInput = {
      type: 'file',
      name: f.storedName.slice(STAMP.length + 1),
      title: f.title,
      // Without a download token, as the admin stores it: downloads go through the rules.
      file: `https://firebasestorage.googleapis.com/v0/b/${BUCKET}/o/${encodeURIComponent(objectPath)}?alt=media`,
      format: 'pdf',
      state: '',
      folder_id: FOLDER_ID,
      permissionRol: f.roles,
      permissionUser: [],
    };
    write(path(f.id), { ...file, ...stamp });
  }
}
