/**
 * The demo event's agenda and speakers: both landing sections enabled in itemsMenu,
 * speakers with pictures and descriptions, activities over both days with one EXCLUSIVE to the
 * VIP role, one live room (Vimeo, open) and workshops that ask for registration with a capacity,
 * so `npm start` shows the organizer’s Programación and the attendee's agenda and room.
 */
import { MENU_SECTION_DEFAULT_NAMES, type AforoEvent, type MenuSectionType } from '@aforo/domain';

const SECTIONS: [MenuSectionType, number][] = [
  ['agenda', 1],
  ['speakers', 2],
];

/** The event with its agenda and speakers sections on the landing, for everyone. */
export function withAgendaSections(event: AforoEvent): AforoEvent {
  const itemsMenu = { ...event.itemsMenu };
  for (const [section, position] of SECTIONS) {
    itemsMenu[section] ??= {
      name: MENU_SECTION_DEFAULT_NAMES[section],
      section,
      icon: '',
      position,
      permissions: 'public',
      checked: true,
    };
  }
  return { ...event, itemsMenu };
}

/** A speaker's square picture (1080x1080 as the form recommends), with its initials. */
export function speakerPicture(name: string, color: string): string {
  const initials = name
    .split(' ')
    .slice(0, 2)
    .map((word) => word[0])
    .join('');
  return `https://placehold.co/1080x1080/${color}/FFFFFF/png?text=${encodeURIComponent(initials)}`;
}

const SPEAKER_COLORS = ['1F77B4', '2CA02C', 'D62728', '9467BD', 'FF7F0E'];

/** What the n-th speaker adds to its name and profession: picture, description, position. */
export function speakerExtras(name: string, profession: string, index: number) {
  return {
    image: speakerPicture(name, SPEAKER_COLORS[index % SPEAKER_COLORS.length] ?? '1F77B4'),
    description: `<p>${name} es ${profession.toLowerCase()} y participa en la feria con una charla.</p>`,
    description_activity: true,
  };
}

/**
 * What the n-th activity (1-based) adds to its agenda fields: the first one's room is open (a
 * Vimeo stream), the third is for the VIP role only, the workshops ask for registration with a
 * small capacity, and every room offers the chat; the live room also lists who is in it.
 */
export function activityExtras(n: number, vipRoleId: string) {
  const live = n === 1;
  const exclusive = n === 3;
  const workshop = n % 4 === 2;
  return {
    requires_registration: workshop,
    capacity: workshop ? 30 : 100,
    registered_count: 0,
    access_restriction_type: exclusive ? 'EXCLUSIVE' : 'OPEN',
    access_restriction_rol_ids: exclusive ? [vipRoleId] : [],
    ...(exclusive ? { name: 'Sesión privada VIP: inversión en eventos' } : {}),
    habilitar_ingreso: live ? 'open_meeting_room' : 'closed_meeting_room',
    platform: live ? 'vimeo' : null,
    meeting_id: live ? '76979871' : null,
    tabs: { chat: true, surveys: live, games: false, attendees: live },
    description: live
      ? '<p>Transmisión en vivo desde el Auditorio Principal.</p>'
      : '<p>Actividad de la agenda académica de la feria.</p>',
  };
}

/**
 * The live room's language variants (languageState/{eventId}/activities/{id}): an English
 * stream that is open and a Portuguese one that has not started, each with its informative text.
 */
export function liveRoomLanguages(eventId: string, activityId: string) {
  return {
    event_id: eventId,
    activity_id: activityId,
    related_meetings: [
      {
        language: 'Ingles',
        meeting_id: null,
        vimeo_id: '76979871',
        bigmarker_id: null,
        state: 'open_meeting_room',
        informative_text: 'Transmisión con traducción simultánea al inglés.',
      },
      {
        language: 'Portugues',
        meeting_id: null,
        vimeo_id: '76979872',
        bigmarker_id: null,
        state: 'closed_meeting_room',
        informative_text: 'La traducción al portugués comienza con el segundo bloque.',
      },
    ],
  };
}
