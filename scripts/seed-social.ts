/**
 * The demo event's social side: the networking section enabled on the landing, two
 * more attendees with accounts (Alicia's contacts), a few public chat messages, a private chat,
 * an accepted contact and a pending request, a pending meeting request for Alicia and her unread
 * notifications, so `npm start` shows them.
 */
import {
  MENU_SECTION_DEFAULT_NAMES,
  attendeeAccountPath,
  chatParticipantIds,
  paths,
  privateChatId,
  type AforoEvent,
} from '@aforo/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { SeedAttendee } from '../tests/factories';
import { DEMO } from '../tests/factories/demo';

type Set = (path: string, data: Record<string, unknown>) => void;

/** The accounts given to two seeded attendees: they chat and network with the demo attendee. */
export const SOCIAL_ACCOUNTS = ['demo-contacto-1', 'demo-contacto-2'] as const;

/** The event with its networking section on the landing, for registered attendees. */
export function withNetworkingSection(event: AforoEvent): AforoEvent {
  return {
    ...event,
    itemsMenu: {
      ...event.itemsMenu,
      networking: event.itemsMenu.networking ?? {
        name: MENU_SECTION_DEFAULT_NAMES.networking,
        section: 'networking',
        icon: '',
        position: 8,
        permissions: 'public',
        checked: true,
      },
    },
  };
}

/** Gives the first two seeded attendees an account (before the records are written). */
export function linkSocialAccounts(seeded: SeedAttendee[]): SeedAttendee[] {
  const linked = seeded.slice(0, SOCIAL_ACCOUNTS.length);
  linked.forEach((a, i) => {
    const uid = SOCIAL_ACCOUNTS[i] ?? '';
    a.account_id = uid;
    // The attendee record's user, as registration writes it (the list shows its picture).
    Object.assign(a, { user: { uid, email: String(a.properties.email), picture: null } });
  });
  return linked;
}

export function seedSocial(set: Set, eventId: string, time: Timestamp, people: SeedAttendee[]) {
  const { attendee } = DEMO.accounts;
  const [first, second] = people;
  if (!first || !second) return;
  const name = (a: SeedAttendee) => String(a.properties.names);
  for (const a of people) {
    set(attendeeAccountPath(eventId, a.account_id ?? ''), {
      attendee_id: a._id,
      user_id: a.account_id,
      event_id: eventId,
    });
  }
  const at = (minutes: number) => Timestamp.fromMillis(time.toMillis() + minutes * 60_000);
  const publicMessages: [SeedAttendee | null, string][] = [
    [first, '¡Hola a todos! ¿Quién va al taller de innovación?'],
    [null, 'Yo me apunto. Nos vemos en el pabellón de innovación.'],
    [second, 'Comparto la agenda: https://aforo.test/landing/evt-feria-aforo-2027/agenda'],
    [first, '¿Alguien sabe dónde queda el parqueadero?'],
  ];
  publicMessages.forEach(([who, text], i) => {
    set(`${paths.publicChat(eventId)}/mensaje-${i + 1}`, {
      chatId: eventId,
      text,
      user_id: who?.account_id ?? attendee.uid,
      name: who ? name(who) : attendee.names,
      sortByDateAndTime: at(i * 3),
    });
  });
  // A private chat between Alicia and her contact.
  const chat = paths.privateChat(eventId, attendee.uid, first.account_id ?? '');
  set(chat, {
    id: privateChatId(attendee.uid, first.account_id ?? ''),
    name: '',
    ultimo_mensaje: 'Perfecto, te espero en el stand 12.',
    // Alicia's reply is the last message: her contact has not read it yet.
    participants: [attendee.uid, first.account_id].map((uid) => ({
      idparticipant: uid,
      countmessajes: uid === attendee.uid ? 0 : 1,
      profilePicUrl: null,
    })),
    participant_ids: chatParticipantIds(attendee.uid, first.account_id ?? ''),
    last_message_at: at(21),
  });
  [
    [first.account_id, name(first), '¿Nos vemos en la feria?'],
    [attendee.uid, attendee.names, 'Perfecto, te espero en el stand 12.'],
  ].forEach(([uid, who, text], i) =>
    set(`${paths.privateChatMessages(eventId, attendee.uid, first.account_id ?? '')}/m-${i + 1}`, {
      chatId: privateChatId(attendee.uid, first.account_id ?? ''),
      text,
      user_id: uid,
      name: who,
      sortByDateAndTime: at(20 + i),
    }),
  );
  // Contacts: accepted with the first person; a pending request from the second to Alicia.
  const invitation = (from: SeedAttendee | null, to: SeedAttendee | null, accepted: boolean) => {
    const fromUid = from?.account_id ?? attendee.uid;
    const toUid = to?.account_id ?? attendee.uid;
    set(paths.networkingInvitation(eventId, privateChatId(fromUid, toUid)), {
      event_id: eventId,
      participants: [fromUid, toUid],
      id_user_requesting: fromUid,
      id_user_requested: toUid,
      user_name_requesting: from ? name(from) : attendee.names,
      user_name_requested: to ? name(to) : attendee.names,
      state: accepted ? 'accepted' : 'send',
      response: accepted ? 'accepted' : null,
      message: '',
      created_at: time,
      updated_at: time,
    });
  };
  invitation(null, first, true);
  invitation(second, null, false);
  // A pending meeting request from the second person to Alicia, on the event's first day.
  set(paths.meetingRequest(eventId, 'reunion-demo'), {
    name: attendee.names,
    email: attendee.email,
    name_requesting: name(second),
    email_requesting: String(second.properties.email),
    attendees: [second.account_id, attendee.uid],
    owner_id: second.account_id,
    type: 'meeting',
    timestamp_start: '2027-03-15 10:00',
    timestamp_end: '2027-03-15 11:00',
    message: 'Me gustaría conocer tu proyecto.',
    request_status: 'pending',
    created_at: time,
    updated_at: time,
  });
  const notices: [string, 'amistad' | 'agenda', string][] = [
    ['aviso-contacto', 'amistad', `${name(second)} quiere agregarte como contacto`],
    ['aviso-reunion', 'agenda', `${name(second)} te solicita una reunión (2027-03-15 10:00)`],
  ];
  for (const [id, type, message] of notices) {
    set(`${paths.notifications(attendee.uid)}/${id}`, {
      type,
      state: '0',
      message,
      event_id: eventId,
      created_at: time,
      updated_at: time,
    });
  }
}
