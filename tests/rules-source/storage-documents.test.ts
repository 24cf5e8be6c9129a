import { readFileSync } from 'node:fs';
import { canSeeDocument, documentFilePath, type DocumentReader } from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { block } from './rules-text';

/**
 * storage.rules' documents folder, checked without the Storage emulator (the
 * emulator cannot start on these machines, so tests/storage/ skips itself; the rule is still
 * checked here). The rules text is read, its document decision is translated to JavaScript
 * (the few rule constructs it uses map one to one) and evaluated over every kind of reader and
 * document, against the domain's canSeeDocument, which the API listing uses, and against
 * firestore.rules' canSeeDocument, which guards the Firestore listing.
 */
const STORAGE = readFileSync('storage.rules', 'utf8');
const FIRESTORE = readFileSync('firestore.rules', 'utf8');

const fn = (text: string, name: string) => block(text, `function ${name}(`);
const DOCUMENTS_MATCH = 'match /events/{eventId}/documents/{documentId}/{fileName} {';

/** A rules function body as JavaScript: only the constructs these functions use. */
function toJs(body: string): string {
  return body
    .replace(/\/\/.*$/gm, '')
    .replace(/\blet (\w+) =/g, 'const $1 =')
    .replace(
      /firestore\.get\(\/databases\/\(default\)\/documents\/\$\(attendees\)[\s\S]*?\.data\.get\('rol_id', null\)/g,
      'role',
    )
    .replace(/firestore\.exists\(markerPath\(eventId\)\)/g, 'isAttendee')
    .replace(/isAttendee\(eventId\)/g, 'isAttendee')
    .replace(/attendeeRole\(\)/g, 'role')
    .replace(/isSignedIn\(\)/g, 'signedIn')
    .replace(/request\.auth\.uid/g, 'uid')
    .replace(/(\w+)\.get\('(\w+)', \[\]\)/g, '($1.$2 ?? [])')
    .replace(/\.size\(\)/g, '.length')
    .replace(/\b([\w.]+) in ([\w.]+)/g, '$2.includes($1)');
}

type Decision = (doc: Doc, reader: DocumentReader) => boolean;
// A type, not an interface: it must fit the domain's Record-shaped parameter.
type Doc = {
  permissionUser: string[];
  permissionRol: string[];
};

/** storage.rules: documentLetsIn (and the attendeeRoleIn it calls), for a document that exists. */
function storageDecision(): Decision {
  const code = `
    const signedIn = uid !== null;
    function attendeeRoleIn(eventId, roles) { ${toJs(fn(STORAGE, 'attendeeRoleIn'))} }
    function documentLetsIn(eventId, data) { ${toJs(fn(STORAGE, 'documentLetsIn'))} }
    return documentLetsIn('evento', data);`;
  const run = new Function('data', 'uid', 'isAttendee', 'role', code) as (
    ...args: unknown[]
  ) => boolean;
  return (doc, r) => run(doc, r.uid, r.attendee !== null, r.attendee?.rol_id ?? null);
}

/** firestore.rules: canSeeDocument(data) of the event content block. */
function firestoreDecision(): Decision {
  const code = `
    const signedIn = uid !== null;
    const eventId = 'evento';
    function canSeeDocument(data) { ${toJs(fn(FIRESTORE, 'canSeeDocument'))} }
    return canSeeDocument(data);`;
  const run = new Function('data', 'uid', 'isAttendee', 'role', code) as (
    ...args: unknown[]
  ) => boolean;
  return (doc, r) => run(doc, r.uid, r.attendee !== null, r.attendee?.rol_id ?? null);
}

const DOCS = {
  open: { permissionUser: [], permissionRol: [] },
  forUser: { permissionUser: ['ana'], permissionRol: [] },
  forRole: { permissionUser: [], permissionRol: ['vip'] },
  forBoth: { permissionUser: ['ana'], permissionRol: ['vip'] },
  forTwoRoles: { permissionUser: [], permissionRol: ['vip', 'prensa'] },
} satisfies Record<string, Doc>;
const READERS = {
  anonymous: { uid: null, attendee: null },
  'ana, not registered': { uid: 'ana', attendee: null },
  'ana, vip': { uid: 'ana', attendee: { rol_id: 'vip' } },
  'ana, general': { uid: 'ana', attendee: { rol_id: 'general' } },
  'ana, no role': { uid: 'ana', attendee: { rol_id: null } },
  'luis, vip': { uid: 'luis', attendee: { rol_id: 'vip' } },
  'luis, prensa': { uid: 'luis', attendee: { rol_id: 'prensa' } },
  'luis, not registered': { uid: 'luis', attendee: null },
} satisfies Record<string, DocumentReader>;

describe('storage.rules documents folder', () => {
  const readCondition = () =>
    /allow read: if ([\s\S]*?);/.exec(block(STORAGE, DOCUMENTS_MATCH))?.[1]?.replace(/\s+/g, ' ') ??
    '';

  it("keeps a document's file under the document's id (domain's documentFilePath)", () => {
    expect(documentFilePath('E', 'D', 'programa.pdf')).toBe('events/E/documents/D/programa.pdf');
    expect(STORAGE).toContain(DOCUMENTS_MATCH);
    // No other rule opens the documents folder (the old flat path is gone).
    expect(STORAGE.match(/match \/events\/\{eventId\}\/documents\//g)).toHaveLength(1);
  });

  it('reads: the team, or canSeeDocument of the matching Firestore document; no blanket sign-in', () => {
    const read = readCondition();
    expect(read).toBe(
      'isEventTeam(eventId) || isEventAdmin(eventId) || canSeeDocument(eventId, documentId)',
    );
    expect(read).not.toMatch(/request\.auth != null|^isSignedIn\(\)$/);
    expect(fn(STORAGE, 'documentPath')).toContain(
      '/databases/(default)/documents/events/$(eventId)/documents/$(documentId)',
    );
    const can = fn(STORAGE, 'canSeeDocument');
    expect(can).toContain('firestore.exists(documentPath(eventId, documentId))');
    expect(can).toContain('firestore.get(documentPath(eventId, documentId)).data');
    const letsIn = fn(STORAGE, 'documentLetsIn');
    expect(letsIn).toContain("data.get('permissionUser', [])");
    expect(letsIn).toContain("data.get('permissionRol', [])");
    // The role comes from the reader's registration, through its attendee_accounts marker.
    expect(fn(STORAGE, 'markerPath')).toContain(
      '/databases/(default)/documents/events/$(eventId)/attendee_accounts/$(request.auth.uid)',
    );
    expect(fn(STORAGE, 'attendeeRoleIn')).toMatch(
      /_event_attendees[\s\S]*attendee_id[\s\S]*rol_id/,
    );
  });

  const domain: Decision = canSeeDocument;
  // Translated on first use, inside a test: a rules file without these functions fails the tests.
  let storage: Decision | null = null;
  let firestore: Decision | null = null;
  for (const [docName, doc] of Object.entries(DOCS)) {
    for (const [readerName, reader] of Object.entries(READERS)) {
      it(`${docName} / ${readerName}: the file, the API listing and the Firestore listing agree`, () => {
        storage ??= storageDecision();
        firestore ??= firestoreDecision();
        const expected = domain(doc, reader);
        expect(storage(doc, reader)).toBe(expected);
        expect(firestore(doc, reader)).toBe(expected);
      });
    }
  }

  it('the decision is the one the spec describes', () => {
    expect(domain(DOCS.open, READERS.anonymous)).toBe(true);
    expect(domain(DOCS.forUser, READERS['ana, not registered'])).toBe(true);
    expect(domain(DOCS.forUser, READERS['luis, vip'])).toBe(false);
    expect(domain(DOCS.forRole, READERS['ana, vip'])).toBe(true);
    expect(domain(DOCS.forRole, READERS['ana, general'])).toBe(false);
    expect(domain(DOCS.forRole, READERS['ana, not registered'])).toBe(false);
    expect(domain(DOCS.forBoth, READERS['luis, vip'])).toBe(false);
    expect(domain(DOCS.forBoth, READERS['ana, vip'])).toBe(true);
  });
});
