/** Spanish, the default and the reference catalogue: every key is defined here first. */
export const es = {
  'app.name': 'Aforo',
  'app.tagline': 'Eventos presenciales y virtuales',
  'app.skipToContent': 'Saltar al contenido',
  'language.label': 'Idioma',
  'language.es': 'Español',
  'language.en': 'English',
  'language.pt': 'Português',
  'home.title': 'Próximos eventos',
  'home.empty': 'No hay eventos públicos por ahora.',
  'home.loading': 'Cargando eventos…',
  'home.error': 'No se pudieron cargar los eventos ({status}: {message}).',
  'home.retry': 'Reintentar',
  'event.dates': '{from} – {to}',
  'event.venue': 'Lugar',
  'event.open': 'Ver evento',
  'landing.loading': 'Cargando evento…',
  'landing.notFound': 'Este evento no existe o no es público.',
  'landing.error': 'No se pudo cargar el evento.',
  'landing.when': 'Fecha',
  'landing.where': 'Lugar',
  'notFound.title': '404',
  'notFound.text': 'Lo sentimos, la página que está visitando no existe.',
  'notFound.home': 'Ir a la página principal',
} as const;

export type MessageKey = keyof typeof es;
export type Catalogue = Record<MessageKey, string>;
