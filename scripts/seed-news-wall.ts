/**
 * The demo event's news, FAQs and wall: the landing sections enabled
 * in itemsMenu and filled, so `npm start` shows the news list and a news page, the FAQs in order,
 * and a wall with posts, a hidden post and an attendee's comments (comments enabled).
 */
import {
  MENU_SECTION_DEFAULT_NAMES,
  paths,
  type AforoEvent,
  type MenuSectionType,
} from '@aforo/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { DEMO } from '../tests/factories/demo';

type Set = (path: string, data: Record<string, unknown>) => void;

const SECTIONS: [MenuSectionType, number][] = [
  ['event', 0],
  ['news', 6],
  ['wall', 7],
  ['faqs', 9],
];

/** The event with its own page, news, wall and FAQs sections on the landing, for everyone. */
export function withNewsWallSections(event: AforoEvent): AforoEvent {
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

const NEWS = [
  {
    id: 'noticia-apertura',
    title: 'Abrimos la inscripción de expositores',
    short: 'Hasta el 31 de enero puedes reservar tu stand en la Feria Aforo 2027.',
    body:
      '<p>La <strong>Feria Aforo 2027</strong> abre la convocatoria para empresas expositoras. ' +
      'Este año contamos con tres pabellones: innovación, negocios y cultura.</p>' +
      '<ul><li>Stands de 9 m² y 18 m².</li><li>Descuento del 15 % para emprendimientos.</li></ul>' +
      '<p>Escríbenos a <a href="mailto:expositores@aforo.test">expositores@aforo.test</a>.</p>',
    image: 'https://images.unsplash.com/photo-1540575467063-178a50c2df87?w=1280&h=960&fit=crop',
    time: '2026-11-20',
  },
  {
    id: 'noticia-agenda',
    title: 'Publicamos la agenda académica',
    short: 'Diez charlas y talleres en dos días, con invitados nacionales e internacionales.',
    body:
      '<p>Ya puedes consultar la agenda completa en la sección <em>Agenda</em>. Los talleres ' +
      'tienen cupo limitado: inscríbete desde la landing del evento.</p>',
    image: 'https://images.unsplash.com/photo-1475721027785-f74eccf877e2?w=1280&h=960&fit=crop',
    time: '2026-12-05',
  },
  {
    id: 'noticia-transporte',
    title: 'Rutas de transporte gratuitas al recinto',
    short: 'Buses cada 20 minutos desde las estaciones del metro durante la feria.',
    body:
      '<p>Durante los dos días de la feria habrá rutas gratuitas desde las estaciones ' +
      'Industriales y Exposiciones, de 7:00 a. m. a 7:00 p. m.</p>',
    image: 'https://images.unsplash.com/photo-1544620347-c4fd4a3d5957?w=1280&h=960&fit=crop',
    time: '2027-01-15',
  },
];

const MORE_FAQS = [
  ['¿Hay zona de alimentación?', '<p>Sí, una plazoleta de comidas en el pabellón de cultura.</p>'],
  [
    '¿Necesito imprimir mi entrada?',
    '<p>No: muestra el código QR de tu tiquete en el celular al ingresar.</p>',
  ],
] as const;

const POSTS = [
  {
    id: 'muro-bienvenida',
    text: '¡Bienvenidos a la Feria Aforo 2027! Aquí publicaremos los anuncios del evento.',
    published: true,
  },
  {
    id: 'muro-registro',
    text: 'El registro abre a las 8:00 a. m. en la entrada principal. Ten a mano tu código QR.',
    published: true,
  },
  {
    id: 'muro-borrador',
    text: 'Borrador: anuncio del concierto de cierre (aún oculto).',
    published: false,
  },
];

/** The demo event's news items, two more FAQs, and its wall with comments from the attendee. */
export function seedNewsWall(set: Set, eventId: string, time: Timestamp) {
  for (const news of NEWS) {
    set(paths.eventContentItem(eventId, 'news', news.id), {
      title: news.title,
      description_short: news.short,
      description_complete: news.body,
      image: news.image,
      linkYoutube: null,
      video: null,
      time: news.time,
      event_id: eventId,
      created_at: time,
      updated_at: time,
    });
  }
  MORE_FAQS.forEach(([title, content], i) =>
    set(paths.eventContentItem(eventId, 'faqs', `faq-${i + 3}`), {
      title,
      content,
      index: i + 2,
      event_id: eventId,
      created_at: time,
      updated_at: time,
    }),
  );
  POSTS.forEach((post, i) =>
    set(paths.eventContentItem(eventId, 'wall', post.id), {
      text: post.text,
      image: null,
      published: post.published,
      event_id: eventId,
      // Newest first on the wall: later posts a minute apart.
      created_at: new Date(time.toMillis() + i * 60_000),
      updated_at: time,
    }),
  );
  set(paths.wallSettings(eventId), { comments_enabled: true, updated_at: time });
  const { attendee } = DEMO.accounts;
  set(paths.wallComment(eventId, 'muro-registro', 'comentario-1'), {
    text: '¿Se puede ingresar con el QR desde el celular?',
    user_id: attendee.uid,
    user_name: attendee.names,
    hidden: false,
    created_at: time,
  });
  set(paths.wallComment(eventId, 'muro-bienvenida', 'comentario-2'), {
    text: '¡Nos vemos allá!',
    user_id: attendee.uid,
    user_name: attendee.names,
    hidden: false,
    created_at: time,
  });
}
