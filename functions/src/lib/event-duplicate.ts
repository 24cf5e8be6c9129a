import {
  DELETED_ROOM,
  REGISTRATION_FIELD_NAMES,
  EVENT_CONTENT_KINDS,
  dateShiftDays,
  dateTimeShiftMinutes,
  paths,
  shiftDateText,
  shiftDateTimeText,
  withFixedFields,
  type AforoEvent,
  type EventContentKind,
  type EventDuplicateInput,
} from '@aforo/domain';
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type DocumentReference,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { db } from './firebase';
import { refs } from './refs';

/** Writes per batch: under Firestore's 500, whatever a copied document brings along. */
const OPS_PER_BATCH = 450;
/** Source documents read per page: a big agenda is read in pages, not in one answer. */
const PAGE = 300;

/** How the copy moves dates: activities by the exact wall-clock delta, day lists by whole days. */
interface Shift {
  minutes: number;
  days: number;
}

type Copier = (data: DocumentData, shift: Shift) => DocumentData;

/**
 * What a duplicate takes of each kind of content under events/{E}/ (the compiler asks for every
 * kind paths.ts knows, so a new kind cannot be forgotten here). `null` is not copied. Ids are kept
 * as in the source: activities name their space, type, categories, hosts, documents and tickets,
 * certificates their roles and activities, documents their roles, so the copies still point at
 * each other.
 */
const CONTENT_COPY: Record<EventContentKind, Copier | null> = {
  // The agenda, moved by the event's delta. A room belongs to one date: no platform, meeting ids,
  // host or stream, room state back to none, no recording, nobody registered yet. The room's
  // links (activities/{A}/private/meeting) are not read at all.
  activities: (data, shift) => ({
    ...data,
    datetime_start: shiftText(data.datetime_start, (t) => shiftDateTimeText(t, shift.minutes)),
    datetime_end: shiftText(data.datetime_end, (t) => shiftDateTimeText(t, shift.minutes)),
    ...DELETED_ROOM,
    name_host: null,
    date_start_zoom: null,
    date_end_zoom: null,
    vimeo_id: null,
    bigmaker_meeting_id: null,
    video: null,
    registered_count: 0,
  }),
  // Speakers, spaces, categories, activity types and attendee roles are set-up the next edition
  // reuses as they are (the roles keep the fields' and payments' references working).
  speakers: same,
  spaces: same,
  categories: same,
  types: same,
  roles: same,
  // Video-conference hosts: the accounts rooms are opened with, not tied to a date.
  hosts: same,
  // Metadata only (the files stay where they are). permissionUser names accounts of the source
  // event's audience, which the copy does not have.
  documents: (data) => ({ ...data, permissionUser: [] }),
  // The news keep their place relative to the event.
  news: (data, shift) => ({
    ...data,
    time: shiftText(data.time, (t) => shiftDateText(t, shift.days)),
  }),
  // The catalogue; its bids (products/{P}/offers) and auction state are attendees' data.
  products: same,
  // Questions only: the answers, counts and rankings below a survey are not read; the survey
  // starts closed and unfrozen. Its answer key (private/answers) is copied with it.
  surveys: (data) => ({ ...data, open: false, freezeGame: false, rankingVisible: false }),
  faqs: same,
  tickets: same,
  certificates: same,
  // Landing sections, custom pages, the video gallery and the partners are set-up. A page is
  // found by its page_id alone (/page/{id}), so its copy gets an id of its own (see below).
  menu_sections: same,
  pages: same,
  videos: same,
  partners: same,
  // Push messages already sent to the source event's attendees: its history, not set-up.
  notifications_app: null,
  // Posts (and their comments) are what the source event's audience wrote.
  wall: null,
};

/*
 * Everything else about an event, and why the copy leaves it out (paths.ts):
 * - events/{E}/staff: who works on an edition is chosen again; the caller is the copy's author,
 *   which makes it its admin.
 * - events/{E}/attendee_accounts, events/{E}/unique_values, {E}_event_attendees,
 *   event_activity_attendees/{E}, events/{E}/certificate_downloads: attendees and what they did.
 * - event_config/{E}: the counters. A new event has no shards and reads zero (lib/counters.ts);
 *   the first registration creates its shard.
 * - event_agendas/{E}, event_networking/{E}, event_chats/{E}, messagesevent_{E}, presence,
 *   languageState/{E}: meetings, contacts, chat, presence and live room state of attendees.
 * - orders, mail: payments and mails of the source's attendees.
 * - event_companies/{E}/companies: the exhibitors sign up per edition (owners, contacts). The
 *   companies' settings (stand types) are set-up and copied.
 * - config/{E} (bidding) is copied with the auction off.
 * - events/{E}/wall_settings is set-up and copied.
 */

function same(data: DocumentData): DocumentData {
  return data;
}

function shiftText(value: unknown, shift: (text: string) => string): unknown {
  return typeof value === 'string' ? shift(value) : value;
}

/** A copied document names the new event wherever it named the source. */
function rehome(data: DocumentData, eventId: string): DocumentData {
  const now = FieldValue.serverTimestamp();
  return {
    ...data,
    ...('event_id' in data ? { event_id: eventId } : {}),
    ...('eventId' in data ? { eventId } : {}),
    created_at: now,
    updated_at: now,
  };
}

/** Sequential batches of at most OPS_PER_BATCH writes (a copy can exceed one batch). */
class Writer {
  private batch: WriteBatch = db.batch();
  private used = 0;
  private readonly pending: Promise<unknown>[] = [];

  set(ref: DocumentReference, data: DocumentData): void {
    if (this.used === OPS_PER_BATCH) this.flush();
    this.batch.set(ref, data);
    this.used += 1;
  }

  private flush(): void {
    this.pending.push(this.batch.commit());
    this.batch = db.batch();
    this.used = 0;
  }

  async done(): Promise<void> {
    if (this.used > 0) this.flush();
    await Promise.all(this.pending);
  }
}

/** Every document of a collection, a page at a time. */
async function forEachDoc(
  path: string,
  visit: (id: string, data: DocumentData) => void | Promise<void>,
): Promise<void> {
  let last: string | null = null;
  for (;;) {
    let q = db.collection(path).orderBy(FieldPath.documentId()).limit(PAGE);
    if (last !== null) q = q.startAfter(last);
    const snap = await q.get();
    for (const doc of snap.docs) await visit(doc.id, doc.data());
    if (snap.size < PAGE) return;
    last = snap.docs.at(-1)?.id ?? null;
  }
}

/** The source's event document as the copy's: its set-up, the caller as author, new name and dates. */
function eventCopy(
  source: AforoEvent,
  input: EventDuplicateInput,
  authorId: string,
  shift: Shift,
): DocumentData {
  const { _id: _source, author_id: _author, created_at: _c, updated_at: _u, ...setup } = source;
  const now = FieldValue.serverTimestamp();
  const days = (t: string) => shiftDateText(t, shift.days);
  return {
    ...setup,
    ...input,
    // A source stored before events had their fixed fields still gives a copy that registers.
    user_properties: withFixedFields(source.user_properties ?? [], REGISTRATION_FIELD_NAMES),
    author_id: authorId,
    // A short address leads to one event: the copy starts without one.
    short_path: null,
    date_start: source.date_start ? days(source.date_start) : (source.date_start ?? null),
    date_end: source.date_end ? days(source.date_end) : (source.date_end ?? null),
    dates: (source.dates ?? []).map(days),
    created_at: now,
    updated_at: now,
  };
}

/**
 * Copies an event's set-up and content into a new event authored by `authorId` (under the same
 * organization), none of its attendees' data. The content is written first and the event document
 * last, so the copy appears only once it is whole; a failure removes what was written.
 */
export async function duplicateEvent(
  source: AforoEvent,
  input: EventDuplicateInput,
  authorId: string,
): Promise<string> {
  const sourceId = source._id;
  const newRef = refs.events().doc();
  const newId = newRef.id;
  const shift: Shift = {
    minutes: dateTimeShiftMinutes(source.datetime_from, input.datetime_from),
    days: dateShiftDays(source.datetime_from, input.datetime_from),
  };
  const writer = new Writer();
  try {
    for (const kind of EVENT_CONTENT_KINDS) {
      const copy = CONTENT_COPY[kind];
      if (copy === null) continue;
      await forEachDoc(paths.eventContent(sourceId, kind), async (id, data) => {
        // Nothing names a page by id but its public address, which must stay unique.
        const copyId = kind === 'pages' ? refs.events().doc().id : id;
        const target = db.doc(paths.eventContentItem(newId, kind, copyId));
        const copied = rehome(copy(data, shift), newId);
        writer.set(target, kind === 'pages' ? { ...copied, page_id: copyId } : copied);
        if (kind === 'surveys') {
          const key = await db.doc(paths.surveyAnswerKey(sourceId, id)).get();
          if (key.exists) writer.set(db.doc(paths.surveyAnswerKey(newId, id)), key.data() ?? {});
        }
      });
    }
    const [bidding, companySettings, wallSettings] = await Promise.all([
      db.doc(paths.biddingConfig(sourceId)).get(),
      db.doc(paths.companySettings(sourceId)).get(),
      db.doc(paths.wallSettings(sourceId)).get(),
    ]);
    if (bidding.exists) {
      writer.set(db.doc(paths.biddingConfig(newId)), {
        ...bidding.data(),
        habilitar_subasta: false,
      });
    }
    if (companySettings.exists) {
      writer.set(db.doc(paths.companySettings(newId)), rehome(companySettings.data() ?? {}, newId));
    }
    if (wallSettings.exists) {
      writer.set(db.doc(paths.wallSettings(newId)), wallSettings.data() ?? {});
    }
    await writer.done();
    await db.doc(paths.event(newId)).create(eventCopy(source, input, authorId, shift));
  } catch (error) {
    await Promise.all(
      [
        db.doc(paths.event(newId)),
        db.doc(paths.biddingConfig(newId)),
        db.doc(paths.companySettings(newId)),
      ].map((ref) => db.recursiveDelete(ref).catch(() => undefined)),
    );
    throw error;
  }
  return newId;
}
