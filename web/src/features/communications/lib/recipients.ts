import { isCheckedIn, type Attendee } from '@aforo/domain';

/** Who a communication goes to: everyone, a role, checked in or not, or typed e-mails. */
export type Audience =
  | { kind: 'all' }
  | { kind: 'role'; rolId: string }
  | { kind: 'checkedIn' }
  | { kind: 'notCheckedIn' }
  | { kind: 'emails'; text: string };

export interface Recipient {
  email: string;
  attendeeId: string | null;
}

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

/** The recipients of `audience` among the event's attendees, one per e-mail. */
export function recipientsOf(audience: Audience, attendees: readonly Attendee[]): Recipient[] {
  if (audience.kind === 'emails') {
    const byEmail = new Map(
      attendees.map((a) => [String(a.properties.email ?? '').toLowerCase(), a._id]),
    );
    return typedEmails(audience.text).map((email) => ({
      email,
      attendeeId: byEmail.get(email) ?? null,
    }));
  }
  const chosen = attendees.filter((attendee) => {
    switch (audience.kind) {
      case 'role':
        return attendee.rol_id === audience.rolId;
      case 'checkedIn':
        return isCheckedIn(attendee);
      case 'notCheckedIn':
        return !isCheckedIn(attendee);
      default:
        return true;
    }
  });
  const seen = new Set<string>();
  return chosen.flatMap((attendee) => {
    const email = String(attendee.properties.email ?? '').toLowerCase();
    if (!email || seen.has(email)) return [];
    seen.add(email);
    return [{ email, attendeeId: attendee._id }];
  });
}

/** `items` in slices of `size` (the mail endpoints take a bounded list per request). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
