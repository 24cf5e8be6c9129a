import { readFileSync } from 'node:fs';
import {
  CONTENT_KINDS,
  EVENT_CONTENT_KINDS,
  canWriteContent,
  eventRoles,
  type ContentReaders,
  type EventContentKind,
  type StaffPermission,
} from '@aforo/domain';
import { describe, expect, it } from 'vitest';
import { block } from './rules-text';

/**
 * firestore.rules' event content block (events/{eventId}/{kind}/{itemId}) against the domain's
 * content-kind registry, which the API's resource router and the admin screens read: the
 * kinds the rules know, who writes each one and who reads it must be the registry's.
 * The rules text is parsed (its few list and comparison forms); tests/rules/content-suite.ts
 * checks the same registry against the running rules, role by role, where the emulator runs.
 */
const RULES = readFileSync('firestore.rules', 'utf8');

const CONTENT = block(RULES, 'match /{kind}/{itemId} {');
const fn = (name: string) =>
  block(CONTENT, `function ${name}(`)
    .replace(/\/\/.*$/gm, '')
    .replace(/\s+/g, ' ');
/** "'a', 'b'" as ['a', 'b']. */
const names = (list: string) => [...list.matchAll(/'([^']+)'/g)].map((m) => m[1]!);

/** Every `kind in [...] && <rest>` and `kind == '...' && <rest>` term: kinds and what follows. */
function terms(body: string): { kinds: string[]; rest: string }[] {
  const found: { kinds: string[]; rest: string }[] = [];
  for (const m of body.matchAll(/kind in \[([^\]]*)\]\s*(?:&& ([^|)]*\)?))?/g)) {
    found.push({ kinds: names(m[1]!), rest: (m[2] ?? '').trim() });
  }
  for (const m of body.matchAll(/kind == '([^']+)' && ([^|)]*\)?)/g)) {
    found.push({ kinds: [m[1]!], rest: m[2]!.trim() });
  }
  return found;
}

/** Who writes each kind besides the admins, as the rules' canWrite says. */
function rulesWriters(): Map<string, StaffPermission | null> {
  const body = fn('canWrite');
  expect(body.trim().startsWith('return isEventAdmin(eventId)')).toBe(true);
  const writers = new Map<string, StaffPermission | null>();
  for (const { kinds, rest } of terms(body)) {
    const permission = /hasPermission\(eventId, '(\w+)'\)/.exec(rest)?.[1] as StaffPermission;
    for (const kind of kinds) writers.set(kind, permission);
  }
  return writers;
}

/** Who outside the team reads each kind, as the rules' isPublished says. */
function rulesReaders(): Map<string, ContentReaders> {
  const readers = new Map<string, ContentReaders>();
  for (const { kinds, rest } of terms(fn('isPublished'))) {
    const flag = /data\.(\w+) == true/.exec(rest)?.[1];
    const reader: ContentReaders =
      rest === ''
        ? { kind: 'public' }
        : flag
          ? { kind: 'published', flag: flag as 'isPublished' | 'published' | 'publish' }
          : /canSeeDocument\(data\)/.test(rest)
            ? { kind: 'restricted' }
            : /isAttendee\(eventId\)/.test(rest)
              ? { kind: 'attendees' }
              : (() => {
                  throw new Error(`unknown read rule: ${rest}`);
                })();
    for (const kind of kinds) readers.set(kind, reader);
  }
  return readers;
}

const registry = <T>(pick: (kind: EventContentKind) => T) =>
  Object.fromEntries(EVENT_CONTENT_KINDS.map((kind) => [kind, pick(kind)]));

describe('firestore.rules and the content-kind registry', () => {
  it('know the same content kinds', () => {
    expect(names(fn('isContentKind')).sort()).toEqual([...EVENT_CONTENT_KINDS].sort());
    expect(Object.keys(CONTENT_KINDS).sort()).toEqual([...EVENT_CONTENT_KINDS].sort());
  });

  it("give each kind's writes to the admins and the registry's staff permission", () => {
    const writers = rulesWriters();
    expect(registry((kind) => writers.get(kind) ?? null)).toEqual(
      registry((kind) => CONTENT_KINDS[kind].writePermission),
    );
  });

  it("let the registry's readers read each kind", () => {
    const readers = rulesReaders();
    expect(registry((kind) => readers.get(kind) ?? null)).toEqual(
      registry((kind) => CONTENT_KINDS[kind].readers),
    );
  });

  it('refuse direct deletes of the kinds the registry deletes through the API', () => {
    const rule = /allow delete: if ([^;]*);/.exec(CONTENT)?.[1] ?? '';
    const refused = [...rule.matchAll(/kind != '([^']+)'/g)].map((m) => m[1]);
    expect(refused.sort()).toEqual(
      EVENT_CONTENT_KINDS.filter((kind) => CONTENT_KINDS[kind].deletesThroughApi).sort(),
    );
  });
});

describe('canWriteContent', () => {
  const event = { author_id: 'author', organizer_id: null };
  const staff = (permission_ids: StaffPermission[]) =>
    eventRoles({
      uid: 'u',
      event,
      staff: { role: 'staff', permission_ids },
      organizationRole: null,
    });

  it('lets admins write every kind and staff the kinds of their permission', () => {
    const admin = eventRoles({ uid: 'author', event, staff: null, organizationRole: null });
    expect(EVENT_CONTENT_KINDS.every((kind) => canWriteContent(admin, kind))).toBe(true);
    const agenda = staff(['admin_activity']);
    expect(EVENT_CONTENT_KINDS.filter((kind) => canWriteContent(agenda, kind))).toEqual([
      'activities',
      'speakers',
      'spaces',
      'categories',
      'types',
      'hosts',
    ]);
    expect(
      EVENT_CONTENT_KINDS.filter((kind) => canWriteContent(staff(['admin_ticket']), kind)),
    ).toEqual(['tickets']);
    expect(EVENT_CONTENT_KINDS.filter((kind) => canWriteContent(staff(['checkin']), kind))).toEqual(
      [],
    );
  });
});
