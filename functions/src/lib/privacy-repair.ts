import {
  CONTENT_KINDS,
  COLLECTIONS,
  biddingConfigSchema,
  companySchema,
  eventSchema,
  organizationSchema,
  paths,
  richTextPaths,
  richTextRepair,
  type EventContentKind,
  type RichTextSanitizer,
} from '@aforo/domain';
import {
  FieldPath,
  FieldValue,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';

/*
 * Migration steps for data stored before the API kept personal data out of public documents and
 * sanitized rich text on write. Like event-repair.ts, kept apart from ./firebase: the seed and
 * the operator's script import it with an app of their own. Both steps are idempotent.
 */

const PAGE = 300;

/** Walks a query by document id, a page at a time (no cursor kept open across writes). */
async function eachPage(
  query: Query,
  visit: (docs: QueryDocumentSnapshot[]) => Promise<void>,
): Promise<void> {
  let last: QueryDocumentSnapshot | null = null;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).limit(PAGE);
    if (last) page = page.startAfter(last);
    const snap = await page.get();
    if (snap.empty) return;
    await visit(snap.docs);
    if (snap.size < PAGE) return;
    last = snap.docs[snap.docs.length - 1] ?? null;
  }
}

/**
 * Ranking rows written before the grading kept e-mails off them: each row's userEmail moves to
 * the team-only contact beside it (ranking_contacts), one batch per page, and leaves the row,
 * which visitors may read. Walks events → surveys → ranking: no collection-group index needed.
 */
export async function moveRankingEmails(firestore: Firestore): Promise<number> {
  let moved = 0;
  const moveRows = async (rows: QueryDocumentSnapshot[]) => {
    const batch = firestore.batch();
    let writes = 0;
    for (const row of rows) {
      const email: unknown = row.get('userEmail');
      const contacts = row.ref.parent.parent?.collection(COLLECTIONS.rankingContacts);
      if (email === undefined || !contacts) continue;
      batch.set(
        contacts.doc(row.id),
        { _id: row.id, userEmail: typeof email === 'string' ? email : '' },
        { merge: true },
      );
      batch.update(row.ref, { userEmail: FieldValue.delete() });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    moved += writes;
  };
  await eachPage(firestore.collection(paths.events()), async (events) => {
    for (const event of events) {
      await eachPage(
        firestore.collection(paths.eventContent(event.id, 'surveys')),
        async (surveys) => {
          for (const survey of surveys) {
            await eachPage(
              firestore.collection(paths.surveyRanking(event.id, survey.id)),
              moveRows,
            );
          }
        },
      );
    }
  });
  return moved;
}

/** Rewrites the rich-text fields `clean` changes in every document of `query`. */
async function resanitize(
  query: Query,
  schema: unknown,
  clean: RichTextSanitizer,
  firestore: Firestore,
): Promise<number> {
  let changed = 0;
  await eachPage(query, async (docs) => {
    const batch = firestore.batch();
    let writes = 0;
    for (const doc of docs) {
      const patch = richTextRepair(schema, doc.data(), clean);
      if (Object.keys(patch).length === 0) continue;
      batch.update(doc.ref, patch);
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    changed += writes;
  });
  return changed;
}

const KINDS_WITH_RICH_TEXT = (
  Object.entries(CONTENT_KINDS) as [EventContentKind, { schema: unknown }][]
).filter(([, declaration]) => richTextPaths(declaration.schema).length > 0);

/** Re-sanitizes one event's content kinds, companies and bidding message (not the event itself). */
export async function resanitizeEventContent(
  firestore: Firestore,
  eventId: string,
  clean: RichTextSanitizer,
): Promise<number> {
  const counts = await Promise.all([
    ...KINDS_WITH_RICH_TEXT.map(([kind, declaration]) =>
      resanitize(
        firestore.collection(paths.eventContent(eventId, kind)),
        declaration.schema,
        clean,
        firestore,
      ),
    ),
    resanitize(firestore.collection(paths.companies(eventId)), companySchema, clean, firestore),
  ]);
  let changed = counts.reduce((a, b) => a + b, 0);
  const bidding = await firestore.doc(paths.biddingConfig(eventId)).get();
  const patch = richTextRepair(biddingConfigSchema, bidding.data() ?? {}, clean);
  if (bidding.exists && Object.keys(patch).length > 0) {
    await bidding.ref.update(patch);
    changed += 1;
  }
  return changed;
}

/**
 * Re-sanitizes the rich text stored before the API sanitized it on write: organizations, events,
 * every content kind of each event, companies and the bidding message. Only the fields whose
 * sanitized form differs are written, so a clean database is read and left alone.
 */
export async function resanitizeRichText(
  firestore: Firestore,
  clean: RichTextSanitizer,
): Promise<number> {
  let changed = await resanitize(
    firestore.collection(paths.organizations()),
    organizationSchema,
    clean,
    firestore,
  );
  changed += await resanitize(firestore.collection(paths.events()), eventSchema, clean, firestore);
  await eachPage(firestore.collection(paths.events()), async (events) => {
    for (const event of events) changed += await resanitizeEventContent(firestore, event.id, clean);
  });
  return changed;
}
