import { createHash } from 'node:crypto';
import type {
  AforoEvent,
  Attendee,
  MailSend,
  MailingAudience,
  MailingContent,
  MailingPreview,
  MailingRecipient,
  MailingSendInput,
  MailingSendResult,
} from '@aforo/domain';
import { FieldPath, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { landingUrl } from '../config';
import {
  mailBannersOf,
  mailDocument,
  mailIdFor,
  mailRef,
  newMailRef,
  type OutgoingMail,
} from '../integrations/mail';
import type { AuthUser } from './caller';
import { unverifiedEmail } from './accounts';
import { db } from './firebase';
import { conflict, forbidden, notFoundError } from './http-error';
import { mailDateRange } from './mail-dates';
import { refs } from './refs';

/** Which event a mailing is about. */
export interface MailingScope {
  eventId: string;
  event: AforoEvent;
}

/** Who a preview greets when no recipient is chosen. */
export const SAMPLE_RECIPIENT: MailingRecipient = {
  email: 'asistente@ejemplo.com',
  names: 'Nombre del asistente',
};

/** When and where, in the words of an invitation. */
export function eventFacts(event: AforoEvent): string[] {
  return [
    `Fecha: ${mailDateRange(event.datetime_from, event.datetime_to, event.time_zone)}`,
    ...(event.venue ? [`Lugar: ${event.venue}${event.address ? `, ${event.address}` : ''}`] : []),
  ];
}

/**
 * The one mail of invitados for one recipient: the invitation, or the RSVP request. The send, the
 * test send and the preview all build it here, so the preview is the mail.
 */
export function mailingMail(
  scope: MailingScope,
  content: MailingContent,
  recipient: MailingRecipient,
): OutgoingMail {
  const { event, eventId } = scope;
  const greeting = recipient.names ? `Hola ${recipient.names},` : 'Hola,';
  const extra = content.message ? [content.message] : [];
  if (content.rsvp) {
    return {
      to: recipient.email,
      kind: 'rsvp',
      eventId,
      subject: content.subject || `Confirma tu asistencia a ${event.name}`,
      paragraphs: [
        greeting,
        `Estás registrado en ${event.name}. Confírmanos que asistirás.`,
        ...eventFacts(event),
        ...extra,
      ],
      links: [{ label: 'Confirmar asistencia', url: landingUrl(eventId) }],
      banners: mailBannersOf(event.styles),
    };
  }
  return {
    to: recipient.email,
    kind: 'invitation',
    eventId,
    subject: content.subject || `Invitación a ${event.name}`,
    paragraphs: [greeting, `Te invitamos a ${event.name}.`, ...eventFacts(event), ...extra],
    links: [{ label: 'Ver el evento', url: landingUrl(eventId) }],
    banners: mailBannersOf(event.styles),
  };
}

/** Firestore's `in` takes at most 30 values. */
const IN_MAX = 30;
/** Attendees read and mails written per round of a send (one batch each). */
const PAGE = 400;
/** Recipients listed beside the preview. */
const SHOWN = 5;

const uniqueEmails = (emails: readonly string[]) => [
  ...new Set(emails.map((e) => e.trim().toLowerCase())),
];

function slices<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** An invitation to typed addresses goes to the addresses themselves; no record is needed. */
const typedOnly = (audience: MailingAudience, rsvp: boolean) => audience.kind === 'emails' && !rsvp;

/**
 * The attendee queries of an audience. Equality filters only: `{eventId}_event_attendees` has a
 * name per event, so it can have no composite index, and equalities are served by the single-field
 * ones. The RSVP request to typed addresses asks for their records, 30 addresses per query.
 */
function audienceQueries(eventId: string, audience: MailingAudience): Query<Attendee>[] {
  const attendees = refs.attendees(eventId);
  switch (audience.kind) {
    case 'role':
      return [attendees.where('rol_id', '==', audience.rol_id)];
    case 'checkedIn':
      return [attendees.where('checked_in', '==', true)];
    case 'notCheckedIn':
      return [attendees.where('checked_in', '==', false)];
    case 'emails':
      return slices(uniqueEmails(audience.emails), IN_MAX).map((slice) =>
        attendees.where('properties.email', 'in', slice),
      );
    default:
      return [attendees];
  }
}

/** How many the send would mail now: count aggregations over the send's own queries. */
export async function countAudience(
  eventId: string,
  audience: MailingAudience,
  rsvp: boolean,
): Promise<number> {
  if (typedOnly(audience, rsvp)) return uniqueEmails(audience.emails).length;
  const counts = await Promise.all(
    audienceQueries(eventId, audience).map(async (q) => (await q.count().get()).data().count),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

const recipientOf = (doc: QueryDocumentSnapshot<Attendee>): MailingRecipient => {
  const { email, names } = doc.data().properties;
  return {
    email: typeof email === 'string' ? email.trim().toLowerCase() : '',
    names: typeof names === 'string' && names.trim() ? names.trim() : null,
  };
};

/** The audience's recipients, a page at a time, in document order (an empty e-mail: none). */
async function* audiencePages(
  eventId: string,
  audience: MailingAudience,
  rsvp: boolean,
  pageSize = PAGE,
): AsyncGenerator<MailingRecipient[]> {
  if (typedOnly(audience, rsvp)) {
    for (const slice of slices(uniqueEmails(audience.emails), pageSize)) {
      yield slice.map((email) => ({ email, names: null }));
    }
    return;
  }
  for (const query of audienceQueries(eventId, audience)) {
    let last: QueryDocumentSnapshot<Attendee> | undefined;
    for (;;) {
      const ordered = query.orderBy(FieldPath.documentId()).limit(pageSize);
      const snap = await (last ? ordered.startAfter(last) : ordered).get();
      if (snap.empty) break;
      yield snap.docs.map(recipientOf);
      last = snap.docs[snap.docs.length - 1];
      if (snap.size < pageSize) break;
    }
  }
}

/** The audience's first few recipients (one page of SHOWN, never the list). */
async function firstRecipients(
  eventId: string,
  audience: MailingAudience,
  rsvp: boolean,
): Promise<MailingRecipient[]> {
  for await (const page of audiencePages(eventId, audience, rsvp, SHOWN)) {
    return page.filter((r) => r.email !== '');
  }
  return [];
}

/** The recipient a preview was asked for, if the audience has it. */
async function chosenRecipient(
  eventId: string,
  audience: MailingAudience,
  rsvp: boolean,
  email: string,
): Promise<MailingRecipient> {
  const wanted = email.trim().toLowerCase();
  const typed = audience.kind === 'emails';
  if (typed && !uniqueEmails(audience.emails).includes(wanted)) {
    throw notFoundError('Ese correo no está entre los destinatarios');
  }
  if (typedOnly(audience, rsvp)) return { email: wanted, names: null };
  const base = typed
    ? refs.attendees(eventId)
    : (audienceQueries(eventId, audience)[0] ?? refs.attendees(eventId));
  const snap = await base.where('properties.email', '==', wanted).limit(1).get();
  const doc = snap.docs[0];
  if (!doc) throw notFoundError('Ese correo no está entre los destinatarios');
  return recipientOf(doc);
}

/** The mail as it will be rendered for one recipient of the audience, or for sample data. */
export async function previewMailing(
  scope: MailingScope,
  input: MailingContent & { audience: MailingAudience; recipient: string | null },
): Promise<MailingPreview> {
  const [recipients, recipient] = await Promise.all([
    firstRecipients(scope.eventId, input.audience, input.rsvp),
    input.recipient
      ? chosenRecipient(scope.eventId, input.audience, input.rsvp, input.recipient)
      : Promise.resolve(SAMPLE_RECIPIENT),
  ]);
  // The queued document itself, so the subject is cleaned as the sent one is.
  const { to, subject, html, text } = mailDocument('preview', mailingMail(scope, input, recipient));
  return { to, subject, html, text, recipients };
}

/**
 * The test send: the mail to the caller's own address, and only when the token proves it is
 * theirs; no address of the request is ever used, so this cannot mail anyone else.
 */
export async function sendTestMailing(
  scope: MailingScope,
  user: AuthUser,
  content: MailingContent,
): Promise<{ to: string }> {
  if (!user.email) {
    throw forbidden(
      'Tu cuenta no tiene un correo al que enviar la prueba: ingresa con una cuenta de correo y vuelve a intentarlo',
    );
  }
  if (!user.emailVerified) throw unverifiedEmail();
  const to = user.email.toLowerCase();
  const mail = mailingMail(scope, content, {
    email: to,
    names: user.name ?? SAMPLE_RECIPIENT.names,
  });
  const ref = newMailRef();
  await ref.create(mailDocument(ref.id, { ...mail, subject: `[Prueba] ${mail.subject}` }));
  return { to };
}

const ALREADY_EXISTS = 6;
export const bodyHash = (input: MailingSendInput) =>
  createHash('sha256')
    .update(JSON.stringify([input.audience, input.rsvp, input.subject, input.message]))
    .digest('hex');

/** Longer than the API function may run: a claim older than this died with its instance. */
export const SEND_LEASE_MS = 5 * 60_000;

const leaseFrom = (now: number) => new Date(now + SEND_LEASE_MS).toISOString();

/**
 * Takes over a send whose instance died while queuing (its lease ran out), in a transaction so
 * that of two retries one resumes; false when it is finished or another instance holds it.
 */
async function takeOverStale(ref: ReturnType<typeof refs.mailSend>): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).data();
    const now = Date.now();
    if (stored?.state !== 'queuing' || Date.parse(stored.lease_until ?? '') > now) return false;
    tx.update(ref, { lease_until: leaseFrom(now) });
    return true;
  });
}

/**
 * The send, once per send id: the id's document is created first (create fails when it exists,
 * so of two confirmations, concurrent or not, exactly one goes on); the other answers what the
 * first did. Mails get ids derived from the send and the address, one per address, so a send
 * resumed after its instance died skips the mails it had queued.
 */
export async function sendMailing(
  scope: MailingScope,
  uid: string,
  input: MailingSendInput,
): Promise<MailingSendResult> {
  const ref = refs.mailSend(scope.eventId, input.send_id);
  const hash = bodyHash(input);
  const now = Date.now();
  const claim: MailSend = {
    _id: input.send_id,
    event_id: scope.eventId,
    created_by: uid,
    body_hash: hash,
    state: 'queuing',
    queued: 0,
    skipped: 0,
    created_at: new Date(now).toISOString(),
    lease_until: leaseFrom(now),
    finished_at: null,
  };
  let resuming = false;
  try {
    await ref.create(claim);
  } catch (err) {
    if (!(typeof err === 'object' && err !== null && 'code' in err && err.code === ALREADY_EXISTS))
      throw err;
    const stored = (await ref.get()).data();
    if (!stored || stored.body_hash !== hash) {
      throw conflict(
        'Este envío ya se confirmó con otro contenido: cierre la confirmación y vuelva a enviar',
      );
    }
    resuming = await takeOverStale(ref);
    if (!resuming) {
      return {
        queued: stored.queued,
        skipped: stored.skipped,
        already: true,
        state: stored.state,
      };
    }
  }
  let queued = 0;
  let skipped = 0;
  const seen = new Set<string>();
  for await (const page of audiencePages(scope.eventId, input.audience, input.rsvp)) {
    const mails = page.flatMap((recipient) => {
      if (!recipient.email) {
        skipped += 1;
        return [];
      }
      if (seen.has(recipient.email)) return [];
      seen.add(recipient.email);
      const id = mailIdFor('mailing', scope.eventId, input.send_id, recipient.email);
      return [{ id, recipient }];
    });
    queued += mails.length;
    // Resuming: a mail already queued may be on its way or sent; it is left alone.
    const existing =
      resuming && mails.length > 0
        ? new Set(
            (await db.getAll(...mails.map((m) => mailRef(m.id)))).flatMap((snap) =>
              snap.exists ? [snap.id] : [],
            ),
          )
        : new Set<string>();
    const batch = db.batch();
    for (const { id, recipient } of mails) {
      if (!existing.has(id)) {
        batch.set(mailRef(id), mailDocument(id, mailingMail(scope, input, recipient)));
      }
    }
    await batch.commit();
  }
  await ref.update({ state: 'queued', queued, skipped, finished_at: new Date().toISOString() });
  return { queued, skipped, already: false, state: 'queued' };
}
