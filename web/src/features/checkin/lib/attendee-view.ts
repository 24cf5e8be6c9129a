import {
  doorIndexMatches,
  doorIndexNameKeys,
  doorIndexNameMatches,
  type DoorIndexEntry,
  type DoorIndexNameKey,
  type AforoEvent,
  type DoorIndexChunk,
  type Attendee,
  type AttendeeField,
  type PropertyValue,
  type TimestampLike,
} from '@aforo/domain';
import { DateTime } from 'luxon';
import { formatDateTime, type DateScope } from '../../../lib/dates';
import { normalizeSearchText } from '../../../lib/search';

/** Spec part 1 §9: the check-in table shows the first 50 users. */
export const TABLE_LIMIT = 50;

function toDateTime(value: string | TimestampLike): DateTime {
  return typeof value === 'string'
    ? DateTime.fromFormat(value, 'yyyy-MM-dd HH:mm:ss')
    : DateTime.fromMillis(value.toMillis());
}

/**
 * A stored 'YYYY-MM-DD HH:mm:ss' text (a wall-clock time of the event's zone) or a timestamp, as
 * the check-in screens show it: the app's one date-time format (the spec's D/MMM/YY h:mm:ss A
 * was the legacy product's; see ARCHITECTURE.md §7).
 */
export function formatDisplayDate(
  value: string | TimestampLike | null | undefined,
  scope: DateScope,
): string {
  return formatDateTime(value, scope);
}

/**
 * The same value as a Date for a spreadsheet cell (a date cell, not text); a stored text that is
 * not a date stays the text, as the table shows it.
 */
export function exportDate(value: string | TimestampLike | null | undefined): Date | string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = toDateTime(value);
  return parsed.isValid ? parsed.toJSDate() : typeof value === 'string' ? value : null;
}

/** The columns one per attendee field: section titles are headings of the form, not data. */
export function tableFields(event: Pick<AforoEvent, 'user_properties'>): AttendeeField[] {
  return event.user_properties.filter((field) => field.type !== 'tituloseccion');
}

export function propertyText(value: PropertyValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return String(value);
}

/**
 * A property as the table shows it: a list field's stored values by their options' labels (the
 * value "visitante" reads "Visitante"), any other value as propertyText gives it.
 */
export function optionText(
  field: { options?: readonly { label: string; value: string }[] | null },
  value: PropertyValue | undefined,
): string {
  const options = field.options ?? [];
  if (options.length === 0) return propertyText(value);
  const label = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  if (Array.isArray(value)) return value.map((v) => label(String(v))).join(', ');
  return typeof value === 'string' ? label(value) : propertyText(value);
}

/** A property as a spreadsheet cell: numbers stay numbers, the rest as the table shows it. */
export function propertyCell(value: PropertyValue | undefined): string | number {
  return typeof value === 'number' ? value : propertyText(value);
}

/** Everything the local search looks at: every property value and the attendee id. */
export function attendeeSearchText(attendee: Pick<Attendee, '_id' | 'properties'>): string {
  return [attendee._id, ...Object.values(attendee.properties).map(propertyText)].join(' ');
}

const normalizedTexts = new WeakMap<object, string>();

/**
 * attendeeSearchText normalized for search, kept per attendee object: the list reuses the
 * objects of unchanged attendees, so a change re-normalizes only what changed, not 10,000.
 */
export function normalizedAttendeeText(attendee: Pick<Attendee, '_id' | 'properties'>): string {
  let text = normalizedTexts.get(attendee);
  if (text === undefined) {
    text = normalizeSearchText(attendeeSearchText(attendee));
    normalizedTexts.set(attendee, text);
  }
  return text;
}

export interface TicketFilter {
  stageId: string;
  ticketId: string;
}

/** The tickets a stage offers; the ticket filter lists only these (spec part 1 §2.5). */
export function ticketsOfStage(event: Pick<AforoEvent, 'tickets'>, stageId: string) {
  return event.tickets.filter((ticket) => stageId === '' || ticket.stage_id === stageId);
}

/** Stage then ticket: an empty choice keeps everything. */
export function matchesTicketFilter(
  attendee: Pick<Attendee, 'ticket_id'>,
  event: Pick<AforoEvent, 'tickets'>,
  filter: TicketFilter,
): boolean {
  if (filter.ticketId !== '') return attendee.ticket_id === filter.ticketId;
  if (filter.stageId === '') return true;
  return ticketsOfStage(event, filter.stageId).some((t) => t._id === attendee.ticket_id);
}

export type ScanMode = 'qr' | 'document';

/**
 * Everyone a scanned code names: the attendee id for a QR code, the documento property (typed
 * value lowercased, spec part 1 §5) for a document. A document number is meant to be unique but
 * old data (or an import) can hold it twice, so every match is returned and the caller decides:
 * one match is checked in, several are shown to staff to choose, never one picked silently.
 */
export function scanMatches<A extends Pick<Attendee, '_id' | 'properties'>>(
  attendees: readonly A[],
  mode: ScanMode,
  code: string,
): A[] {
  const value = code.trim();
  if (value === '') return [];
  if (mode === 'qr') return attendees.filter((a) => a._id === value);
  const wanted = value.toLowerCase();
  return attendees.filter((a) => propertyText(a.properties['documento']).toLowerCase() === wanted);
}

/**
 * People the event's compact index (domain integrations/door-index.ts) answers for a scan, as the
 * door checks them in: id, short name and document number, not checked in as far as this device
 * knows (the server refuses a second check-in and the door then shows the one that stands).
 */
export function indexScanMatches(
  chunks: readonly DoorIndexChunk[],
  mode: ScanMode,
  code: string,
): IndexedPerson[] {
  return doorIndexMatches(chunks, mode, code).map(({ id, entry }) => indexedPerson(id, entry));
}

function indexedPerson(id: string, [documento, names]: DoorIndexEntry): IndexedPerson {
  return { _id: id, properties: { names, documento }, checked_in: false, checkedin_at: null };
}

/** No time known (a person the index holds: it keeps no timestamps). */
const NO_TIME: TimestampLike = {
  seconds: 0,
  nanoseconds: 0,
  toMillis: () => 0,
  toDate: () => new Date(0),
};

/**
 * A person of the index as a row of the door's lists (name and document; no role, ticket or
 * times), so a search result outside the device's slice shows and checks in like any other.
 */
export function indexedAttendee(person: IndexedPerson, eventId: string): Attendee {
  return {
    ...person,
    properties: { ...person.properties, email: '' },
    event_id: eventId,
    account_id: null,
    rol_id: null,
    ticket_id: null,
    created_at: NO_TIME,
    updated_at: NO_TIME,
  };
}

/**
 * Each chunk's names as the search compares them, built once per chunk object: normalising every
 * name of a 200,000-attendee index takes most of a second, a prefix scan of the keys ~15 ms.
 * useDoorIndex keeps a chunk's object while the chunk does not change, so its keys stay here.
 */
const nameKeys = new WeakMap<DoorIndexChunk, readonly DoorIndexNameKey[]>();

function nameKeysOf(chunk: DoorIndexChunk): readonly DoorIndexNameKey[] {
  let keys = nameKeys.get(chunk);
  if (keys === undefined) {
    keys = doorIndexNameKeys(chunk);
    nameKeys.set(chunk, keys);
  }
  return keys;
}

/**
 * Builds the chunks' name keys in the background, one chunk a task (a few ms each, ~2,500 names
 * at 200,000 attendees), so the first name typed does not wait for all of them in one long task.
 * Returns the cancel.
 */
export function prepareIndexNames(chunks: readonly DoorIndexChunk[]): () => void {
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    while (next < chunks.length && nameKeys.has(chunks[next]!)) next += 1;
    if (next >= chunks.length) return;
    nameKeysOf(chunks[next]!);
    timer = setTimeout(step, 0);
  };
  timer = setTimeout(step, 0);
  return () => clearTimeout(timer);
}

/**
 * Who the event's index holds for text typed in the search box: a QR id or a document number,
 * exactly, and names that start with it (as the server's search compares them), the first
 * `limit` of those not `listed` (on the device's list already); `more` when more names match.
 */
export function indexSearchMatches(
  chunks: readonly DoorIndexChunk[],
  typed: string,
  limit: number,
  listed: ReadonlySet<string> = new Set(),
): { people: IndexedPerson[]; more: boolean } {
  const byId = new Map<string, IndexedPerson>();
  for (const mode of ['qr', 'document'] as const) {
    for (const person of indexScanMatches(chunks, mode, typed)) byId.set(person._id, person);
  }
  const names = doorIndexNameMatches(chunks, typed, limit, {
    keysOf: nameKeysOf,
    skip: (id) => listed.has(id),
  });
  for (const { id, entry } of names.found) {
    if (!byId.has(id)) byId.set(id, indexedPerson(id, entry));
  }
  return { people: [...byId.values()], more: names.more };
}

interface IndexedPerson {
  _id: string;
  properties: { names: string; documento: string };
  checked_in: boolean;
  checkedin_at: string | null;
}

/** Whether an event defines the pesovoto field that enables the weighted tag. */
export function hasWeightField(event: Pick<AforoEvent, 'user_properties'>): boolean {
  return event.user_properties.some((field) => field.name === 'pesovoto');
}

export { normalizeSearchText };
