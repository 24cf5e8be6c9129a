import { CONTENT_KINDS, paths, type ContentReaders, type EventContentKind } from '@aforo/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import {
  ADMINS,
  EVENT_ID,
  EVERYONE,
  MEMBERS,
  NOBODY,
  OTHER_EVENT_ID,
  PERMITTED,
  TEAM,
  describeRules,
  everyRole,
  type Operation,
  type Role,
  type RulesCase,
} from './harness';

/**
 * The rules suite of one kind of event content (`events/{eventId}/{kind}`): the published item is
 * read by who may read published content, drafts by the event team, writes by the fitting staff
 * permission and the admins. Who writes and who reads come from the domain's content-kind
 * registry (CONTENT_KINDS), which the API's resource router uses too: these suites check the
 * rules against it. Each kind's file declares only its item and what else differs.
 */
export type ContentVisibility =
  /** Always public: spaces, categories, types, ... */
  | { public: true }
  /** Public while `field` is true; drafts for the team. */
  | { flag: 'isPublished' | 'published' | 'publish' }
  /** For the event's attendees and team only. */
  | { attendeesOnly: true }
  /** Public while permissionRol and permissionUser are both empty (documents). */
  | { restrictedByLists: true };

function visibilityOf(readers: ContentReaders): ContentVisibility {
  switch (readers.kind) {
    case 'public':
      return { public: true };
    case 'published':
      return { flag: readers.flag };
    case 'attendees':
      return { attendeesOnly: true };
    case 'restricted':
      return { restrictedByLists: true };
  }
}

export interface ContentSuite {
  kind: EventContentKind;
  /** Singular noun for test names: 'activity'. */
  noun: string;
  /** A published item. */
  item: DocumentData;
  /** A change an editor would make. */
  edit?: DocumentData;
  cases?: readonly RulesCase[];
  /** What a public list must also ask for, besides the published flag (activities' access). */
  publicListWhere?: readonly QueryFieldFilterConstraint[];
}

export const ITEM_ID = 'item-1';
export const DRAFT_ID = 'item-draft';

export function describeContentRules(suite: ContentSuite): void {
  const { kind, noun } = suite;
  const declared = CONTENT_KINDS[kind];
  const visibility = visibilityOf(declared.readers);
  const permission = declared.writePermission ?? undefined;
  const item = (db: Firestore, id = ITEM_ID) => doc(db, paths.eventContentItem(EVENT_ID, kind, id));
  const all = (db: Firestore) => collection(db, paths.eventContent(EVENT_ID, kind));
  const published = { event_id: EVENT_ID, ...suite.item };
  const docs: Record<string, DocumentData> = {
    [paths.eventContentItem(EVENT_ID, kind, ITEM_ID)]: published,
  };
  if ('flag' in visibility) {
    docs[paths.eventContentItem(EVENT_ID, kind, DRAFT_ID)] = {
      ...published,
      [visibility.flag]: false,
    };
  }
  const readers: readonly Role[] = 'attendeesOnly' in visibility ? MEMBERS : EVERYONE;
  const writers: readonly Role[] = permission ? PERMITTED : ADMINS;
  // A kind deleted through the API only (roles: a rule cannot count who uses one) is deleted
  // directly by nobody.
  const deleters: readonly Role[] = declared.deletesThroughApi ? NOBODY : writers;

  const list: Operation = {
    does: `list published ${kind}`,
    allowed: readers,
    run: ({ db }) => {
      if ('flag' in visibility) {
        return getDocs(
          query(all(db), where(visibility.flag, '==', true), ...(suite.publicListWhere ?? [])),
        );
      }
      if ('restrictedByLists' in visibility) {
        return getDocs(
          query(all(db), where('permissionRol', '==', []), where('permissionUser', '==', [])),
        );
      }
      return getDocs(all(db));
    },
  };

  const writer: Role = permission ? 'staffWith' : 'eventAdmin';
  const cases: RulesCase[] = [
    {
      as: writer,
      may: false,
      does: `file a ${noun} under another event (event_id)`,
      run: ({ db }) => setDoc(item(db, 'item-new'), { ...published, event_id: OTHER_EVENT_ID }),
    },
    {
      as: writer,
      may: false,
      does: `move a ${noun} to another event (event_id)`,
      run: ({ db }) => updateDoc(item(db), { event_id: OTHER_EVENT_ID }),
    },
  ];
  if ('flag' in visibility) {
    cases.push(
      ...everyRole(`read a draft ${noun}`, TEAM, ({ db }) => getDoc(item(db, DRAFT_ID)), {
        permission,
      }),
      ...everyRole(`list every ${noun}, drafts included`, TEAM, ({ db }) => getDocs(all(db)), {
        permission,
      }),
    );
  }

  describeRules({
    collection: `events/{eventId}/${kind}`,
    permission,
    docs,
    operations: {
      get: {
        does: `read a published ${noun}`,
        allowed: readers,
        run: ({ db }) => getDoc(item(db)),
      },
      list,
      create: {
        does: `create a ${noun}`,
        allowed: writers,
        run: ({ db }) => setDoc(item(db, 'item-new'), published),
      },
      update: {
        does: `edit a ${noun}`,
        allowed: writers,
        run: ({ db }) => updateDoc(item(db), suite.edit ?? { name: 'Editado' }),
      },
      delete: {
        does: `delete a ${noun}`,
        allowed: deleters,
        run: ({ db }) => deleteDoc(item(db)),
      },
    },
    cases: [...cases, ...(suite.cases ?? [])],
  });
}
