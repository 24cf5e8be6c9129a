/*
 * The menu's section names, without yup: the public landing needs them and its first JS does
 * without the schemas. menu-section.ts re-exports them.
 */

/**
 * The 23 sections an event menu can enable (part 2 §9), keys of the event's itemsMenu. The spec
 * names them in prose; 'custom' is the organizer's own section and the two informative sections
 * carry markup.
 */
export const MENU_SECTION_TYPES = [
  'event',
  'agenda',
  'speakers',
  'tickets',
  'certs',
  'documents',
  'wall',
  'survey',
  'faqs',
  'networking',
  'custom',
  'companies',
  'interviews',
  'trophies',
  'my_sessions',
  'informative_section',
  'informative_section_2',
  'login',
  'partners',
  'fairs',
  'news',
  'product',
  'videos',
] as const;
export type MenuSectionType = (typeof MENU_SECTION_TYPES)[number];

/** The name a section gets until the organizer renames it (Spanish: the organizer's language). */
export const MENU_SECTION_DEFAULT_NAMES: Readonly<Record<MenuSectionType, string>> = {
  event: 'Evento',
  agenda: 'Agenda',
  speakers: 'Conferencistas',
  tickets: 'Boletería',
  certs: 'Certificados',
  documents: 'Documentos',
  wall: 'Muro',
  survey: 'Encuestas',
  faqs: 'Preguntas frecuentes',
  networking: 'Networking',
  custom: 'Sección personalizada',
  companies: 'Empresas',
  interviews: 'Citas',
  trophies: 'Trofeos',
  my_sessions: 'Mis sesiones',
  informative_section: 'Sección informativa',
  informative_section_2: 'Sección informativa 2',
  login: 'Ingreso',
  partners: 'Patrocinadores',
  fairs: 'Ferias',
  news: 'Noticias',
  product: 'Productos',
  videos: 'Videos',
};

export const INFORMATIVE_SECTIONS: readonly MenuSectionType[] = [
  'informative_section',
  'informative_section_2',
];

/** The sections whose content is the organizer's rich text, kept in the menu item's markup. */
export const MARKUP_SECTIONS: readonly MenuSectionType[] = [...INFORMATIVE_SECTIONS, 'custom'];

/** 'public': open to all; 'assistants': users registered to the event. */
export const MENU_PERMISSIONS = ['public', 'assistants'] as const;
export type MenuPermission = (typeof MENU_PERMISSIONS)[number];
