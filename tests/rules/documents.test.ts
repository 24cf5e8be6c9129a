import { paths } from '@aforo/domain';
import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { describeContentRules } from './content-suite';
import { ATTENDEE_ROLE_ID, EVENT_ID, PEER_UID, TEAM, everyRole, type RulesCase } from './harness';

const file = (permissionRol: string[], permissionUser: string[]) => ({
  type: 'file',
  name: 'Programa.pdf',
  title: 'Programa',
  file: 'https://example.com/programa.pdf',
  event_id: EVENT_ID,
  permissionRol,
  permissionUser,
});
const restricted = {
  [paths.eventContentItem(EVENT_ID, 'documents', 'doc-role')]: file([ATTENDEE_ROLE_ID], []),
  [paths.eventContentItem(EVENT_ID, 'documents', 'doc-other-role')]: file(['rol-vip'], []),
  [paths.eventContentItem(EVENT_ID, 'documents', 'doc-user')]: file([], [PEER_UID]),
  [paths.eventContentItem(EVENT_ID, 'documents', 'doc-both')]: file([ATTENDEE_ROLE_ID], [PEER_UID]),
};
const read = (id: string) => (actor: { db: Firestore }) =>
  getDoc(doc(actor.db, paths.eventContentItem(EVENT_ID, 'documents', id)));

// Each non-empty list restricts: the reader's account must be listed in permissionUser and its
// attendee role in permissionRol.
const cases: RulesCase[] = [
  ...everyRole(
    'read a document restricted to its attendee role',
    ['attendee', ...TEAM],
    read('doc-role'),
    { docs: restricted },
  ),
  ...everyRole(
    'read a document restricted to another attendee role',
    TEAM,
    read('doc-other-role'),
    {
      docs: restricted,
    },
  ),
  ...everyRole('read a document restricted to another account', TEAM, read('doc-user'), {
    docs: restricted,
  }),
  {
    as: 'peer',
    may: true,
    does: 'read a document shared with its account',
    docs: restricted,
    run: read('doc-user'),
  },
  {
    as: 'peer',
    may: true,
    does: 'read a document shared with its account and its role',
    docs: restricted,
    run: read('doc-both'),
  },
  {
    as: 'attendee',
    may: false,
    does: 'read a document shared with its role but with another account',
    docs: restricted,
    run: read('doc-both'),
  },
];

describeContentRules({
  kind: 'documents',
  noun: 'document',
  item: file([], []),
  edit: { title: 'Programa final' },
  cases,
});
