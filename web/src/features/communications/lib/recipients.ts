import type { MailingAudienceKind } from '@aforo/domain';

/** The typed e-mails, split on commas, semicolons and lines, lower-cased, each once. */
export function typedEmails(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The audience as the API takes it (the server finds the recipients; the page never lists them). */
export interface AudienceBody {
  kind: MailingAudienceKind;
  rol_id?: string;
  emails?: string[];
}

/** The recipients select's value ('all', 'role:{id}', 'checkedIn', ...) as an audience. */
export function audienceOf(target: string, emails: string): AudienceBody {
  if (target.startsWith('role:')) return { kind: 'role', rol_id: target.slice(5) };
  if (target === 'emails') return { kind: 'emails', emails: typedEmails(emails) };
  if (target === 'checkedIn' || target === 'notCheckedIn') return { kind: target };
  return { kind: 'all' };
}

/** Whether the API can be asked about it: typed addresses need at least one. */
export const hasAudience = (audience: AudienceBody) =>
  audience.kind !== 'emails' || (audience.emails ?? []).length > 0;
