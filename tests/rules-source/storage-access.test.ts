import { readFileSync } from 'node:fs';
import {
  STORAGE_DOCUMENT_TYPES,
  STORAGE_FOLDERS,
  STORAGE_IMAGE_TYPE,
  STORAGE_MAX_BYTES,
} from '@aforo/domain';
import { describe, expect, it } from 'vitest';

/**
 * The stand-in's decision (storageAllows, domain/src/storage-access.ts) mirrors storage.rules
 * folder by folder. Its behaviour is tried in domain/src/storage-access.test.ts; this test fails
 * when the rules file gains, loses or renames a folder, or changes a limit or a content type,
 * without the decision following.
 */
const RULES = readFileSync('storage.rules', 'utf8');

describe('storage.rules and the stand-in decision name the same folders and limits', () => {
  it('the same match paths', () => {
    const matches = [...RULES.matchAll(/match \/([^\s]+) \{/g)]
      .map((m) => m[1])
      .filter((path) => path !== 'b/{bucket}/o');
    expect([...matches].sort()).toEqual([...STORAGE_FOLDERS].sort());
  });

  it('the same size limit and content types', () => {
    expect(STORAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(RULES).toContain('request.resource.size <= 5 * 1024 * 1024');
    // The rules string escapes its backslash once more than the TypeScript one.
    expect(RULES).toContain(`matches('${STORAGE_IMAGE_TYPE.replace(/\\/g, '\\\\')}')`);
    for (const type of STORAGE_DOCUMENT_TYPES) expect(RULES).toContain(`'${type}'`);
  });

  it('the same role model: admins include the organization admins; the team includes admins', () => {
    const admin = /function isEventAdmin\(eventId\) \{([\s\S]*?)\n {4}\}/.exec(RULES)?.[1] ?? '';
    expect(admin).toContain("data.get('role', null) == 'admin'");
    expect(admin).toContain("data.get('author_id', null) == request.auth.uid");
    expect(admin).toContain(
      "isOrgAdmin(firestore.get(eventPath(eventId)).data.get('organizer_id', null))",
    );
    const team = /function isEventTeam\(eventId\) \{([\s\S]*?)\n {4}\}/.exec(RULES)?.[1] ?? '';
    expect(team).toContain('|| isEventAdmin(eventId)');
  });

  it('registration uploads only for an event that exists', () => {
    const block = /match \/registrations\/[\s\S]*?\n {4}\}/.exec(RULES)?.[0] ?? '';
    expect(block).toMatch(/allow create, update:[\s\S]*firestore\.exists\(eventPath\(eventId\)\);/);
  });
});
