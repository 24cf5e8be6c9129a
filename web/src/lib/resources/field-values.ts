import { DEFAULT_EVENT_TIME_ZONE, MAX_UPLOAD_BYTES } from '@aforo/domain';
import { DateTime } from 'luxon';
import type { MessageKey } from '../../i18n/es';
import type { FieldOption, Label, UploadRule } from './resource';

/*
 * The engine's value conversions, apart from React so they are unit-tested alone: what an input
 * shows from a stored value and what it stores back.
 */

/** 'yyyy-MM-ddTHH:mm', what <input type="datetime-local"> reads and writes. */
const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm";
const TEXT_FORMATS = ['yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd HH:mm'];

/**
 * A stored date-time as the input shows it, in the event's zone. 'text' values are already
 * wall-clock times of that zone (the domain's format); 'iso' values are instants moved into it.
 * Anything unreadable shows empty rather than a wrong time.
 */
export function dateTimeToInput(value: unknown, storage: 'text' | 'iso', timeZone: string): string {
  if (typeof value !== 'string' || value === '') return '';
  if (storage === 'iso') {
    const instant = DateTime.fromISO(value, { setZone: true });
    return instant.isValid ? instant.setZone(timeZone).toFormat(INPUT_FORMAT) : '';
  }
  for (const format of TEXT_FORMATS) {
    const parsed = DateTime.fromFormat(value, format, { zone: timeZone });
    if (parsed.isValid) return parsed.toFormat(INPUT_FORMAT);
  }
  return '';
}

/**
 * What the input's 'yyyy-MM-ddTHH:mm' (a wall-clock time of the event's zone) stores: the
 * domain's 'YYYY-MM-DD HH:mm' text, or the instant in ISO with the zone's offset. Empty stays
 * empty, so the schema's "required" message shows.
 */
export function inputToDateTime(input: string, storage: 'text' | 'iso', timeZone: string): string {
  if (input === '') return '';
  const local = DateTime.fromFormat(input, INPUT_FORMAT, { zone: timeZone });
  if (!local.isValid) return '';
  return storage === 'iso'
    ? (local.toISO({ suppressMilliseconds: true }) ?? '')
    : local.toFormat('yyyy-MM-dd HH:mm');
}

/** The zone's name and its current offset, shown next to a date-time input: "America/Bogota (UTC-5)". */
export function timeZoneText(timeZone: string, at: Date = new Date()): string {
  const offset = DateTime.fromJSDate(at, { zone: timeZone });
  return offset.isValid ? `${timeZone} (UTC${offset.toFormat('Z')})` : timeZone;
}

export const DEFAULT_IMAGE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/svg+xml',
] as const;

/** The types a field takes, as the file input's `accept` attribute. */
export function acceptedTypes(rule: UploadRule, kind: 'image' | 'file'): readonly string[] {
  return rule.accept ?? (kind === 'image' ? DEFAULT_IMAGE_TYPES : []);
}

function typeMatches(file: Pick<File, 'name' | 'type'>, accepted: string): boolean {
  const pattern = accepted.trim().toLowerCase();
  if (pattern.startsWith('.')) return file.name.toLowerCase().endsWith(pattern);
  const type = file.type.toLowerCase();
  if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
  return type === pattern;
}

/** "5 MB", "300 KB": a size limit as people read it. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface Refusal {
  key: MessageKey;
  values: Record<string, string>;
}

/**
 * Why a chosen file is refused before any byte is sent ("an image over the size limit is
 * refused before upload"); null when it may be uploaded.
 */
export function uploadRefusal(
  file: Pick<File, 'name' | 'type' | 'size'>,
  rule: UploadRule,
  kind: 'image' | 'file',
): Refusal | null {
  const max = rule.maxBytes ?? MAX_UPLOAD_BYTES;
  if (file.size > max) return { key: 'resource.upload.tooLarge', values: { max: sizeText(max) } };
  const accepted = acceptedTypes(rule, kind);
  if (accepted.length > 0 && !accepted.some((a) => typeMatches(file, a))) {
    return rule.badTypeMessage
      ? { key: rule.badTypeMessage, values: {} }
      : { key: 'resource.upload.badType', values: { types: accepted.join(', ') } };
  }
  return null;
}

/** The list with the element at `from` moved to `to` (a new array; out of range: unchanged). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

/** A Label's text: the catalogue's, or the organizer's own. */
export function labelText(t: (key: MessageKey) => string, label: Label): string {
  return typeof label === 'string' ? t(label) : label.text;
}

/**
 * The zone an event's dates are read and entered in: its own `time_zone` once the event stores
 * one (the main set-up screen), else the deployment's default (domain DEFAULT_EVENT_TIME_ZONE).
 */
export function eventTimeZone(event: object): string {
  const zone = (event as { time_zone?: unknown }).time_zone;
  return typeof zone === 'string' && zone !== '' && DateTime.local().setZone(zone).isValid
    ? zone
    : DEFAULT_EVENT_TIME_ZONE;
}

/** A relation's options: the items by id, named by `label`, in alphabetical order. */
export function itemOptions<T extends { _id: string }>(
  items: readonly T[],
  label: (item: T) => string,
): FieldOption[] {
  return items
    .map((item) => ({ value: item._id, label: { text: label(item) } }))
    .sort((a, b) => a.label.text.localeCompare(b.label.text));
}
