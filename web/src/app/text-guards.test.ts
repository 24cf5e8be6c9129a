import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { catalogues } from './catalogues';

/*
 * Guards for the texts a user reads: Spanish written with its accents, English and Portuguese that
 * are translations and not Spanish copied over, and counts that agree with their noun.
 */

/**
 * Spanish words that are wrong without their accent (each mapped to its correct form). Built from
 * what the orthography pass fixed, plus the frequent ones of the same kind. Only words that are
 * never right unaccented: "esta", "solo", "aun", "mas" or "como" have correct unaccented uses.
 */
const UNACCENTED: Readonly<Record<string, string>> = {
  accion: 'acción',
  aqui: 'aquí',
  aleman: 'alemán',
  automatico: 'automático',
  automaticamente: 'automáticamente',
  boton: 'botón',
  busqueda: 'búsqueda',
  categoria: 'categoría',
  categorias: 'categorías',
  codigo: 'código',
  comunicacion: 'comunicación',
  configuracion: 'configuración',
  confirmacion: 'confirmación',
  conexion: 'conexión',
  contrasena: 'contraseña',
  creacion: 'creación',
  descripcion: 'descripción',
  despues: 'después',
  dia: 'día',
  dias: 'días',
  direccion: 'dirección',
  edicion: 'edición',
  electronico: 'electrónico',
  espanol: 'español',
  estadisticas: 'estadísticas',
  exito: 'éxito',
  finalizacion: 'finalización',
  frances: 'francés',
  imagenes: 'imágenes',
  informacion: 'información',
  ingles: 'inglés',
  inscripcion: 'inscripción',
  invitacion: 'invitación',
  linea: 'línea',
  maximo: 'máximo',
  menu: 'menú',
  minimo: 'mínimo',
  notificacion: 'notificación',
  numero: 'número',
  opcion: 'opción',
  organizacion: 'organización',
  pagina: 'página',
  paginas: 'páginas',
  podra: 'podrá',
  portugues: 'portugués',
  programacion: 'programación',
  publico: 'público',
  reunion: 'reunión',
  seleccion: 'selección',
  sesion: 'sesión',
  sera: 'será',
  tambien: 'también',
  telefono: 'teléfono',
  titulo: 'título',
  todavia: 'todavía',
  ubicacion: 'ubicación',
  ultimo: 'último',
  ultima: 'última',
  unico: 'único',
  valido: 'válido',
  valida: 'válida',
  version: 'versión',
};
const CHECKED = Object.entries(UNACCENTED);

/** The unaccented words of one text, as "word → right form". */
function unaccentedWords(text: string): string[] {
  const words: string[] = text.toLowerCase().match(/[a-zñáéíóúü]+/g) ?? [];
  const found = CHECKED.filter(([word]) => words.includes(word)).map(([w, r]) => `${w} → ${r}`);
  // "mas" (but) is right unaccented, never before "de" or "que" (more than).
  if (/\bmas (de|que)\b/i.test(text)) found.push('mas → más');
  return found;
}

/** The message's visible text, without its placeholders' names and plural selectors. */
function visibleText(message: string): string {
  return message
    .replace(/\{\s*\w+\s*(,\s*\w+\s*,?)?/g, ' ')
    .replace(/\b(one|other|=\d+)\s*\{/g, ' ');
}

describe('Spanish orthography', () => {
  it('finds an unaccented word (the guard itself)', () => {
    expect(unaccentedWords('Informacion guardada')).toEqual(['informacion → información']);
    expect(unaccentedWords('Información guardada')).toEqual([]);
  });

  it('no Spanish message has a word without its accent', () => {
    const found = Object.entries(catalogues.es).flatMap(([key, text]) =>
      unaccentedWords(visibleText(text)).map((word) => `${key}: ${word}`),
    );
    expect(found).toEqual([]);
  });

  it('no Spanish message opens an exclamation or a question without "¡" or "¿"', () => {
    const found = Object.entries(catalogues.es).filter(([, text]) => {
      const sentences = text.replace(/https?:\/\/\S+/g, '').split(/(?<=[.?!…])\s+/);
      const unopened = sentences.some((s) => s.includes('!') && !s.includes('¡'));
      const unasked = sentences.some((s) => s.includes('?') && !s.includes('¿'));
      return unopened || unasked;
    });
    expect(found.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it.each(LOCALES)('no %s message ends with ".." (one full stop or an ellipsis)', (locale) => {
    const found = Object.entries(catalogues[locale] as Record<string, string>)
      .filter(([, text]) => /[^.]\.\.(?!\.)/.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });

  // String literals of the Spanish the product writes outside the catalogues: domain defaults and
  // messages, the functions' mails and exports, and the demo data of the seed.
  const sources = {
    ...import.meta.glob<string>(['../../../domain/src/**/*.ts', '!**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
    ...import.meta.glob<string>(['../../../functions/src/**/*.ts', '!**/*.test.ts'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
    ...import.meta.glob<string>('../../../scripts/seed*.ts', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  };

  /**
   * Stored values that are identifiers, not text: the spec's language values (part 2 §9), shown
   * through their catalogue label (lib/default-labels.ts).
   */
  const STORED_IDS = new Set(['Ingles', 'Espanol', 'Frances', 'Portugues', 'Aleman']);

  it('reads the sources (the glob finds them)', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('no Spanish default, mail or seed text has a word without its accent', () => {
    const found: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;,(){}])\/\/.*$/gm, '$1');
      const literals = code.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g);
      for (const literal of literals ?? []) {
        // Interpolations are code, not text.
        const text = literal.slice(1, -1).replace(/\$\{[^}]*\}/g, '');
        // Text has a space or starts a sentence; the rest are ids, keys and paths ('telefono').
        if (STORED_IDS.has(text) || !/\s|^[A-ZÁÉÍÓÚ¡¿]/.test(text)) continue;
        const words = unaccentedWords(text);
        for (const word of words)
          found.push(`${path.replace(/^(\.\.\/)+/, '')}: ${text} (${word})`);
      }
    }
    expect(found).toEqual([]);
  });
});

/**
 * Texts that are the same in Spanish and in another language on purpose: names, true cognates and
 * words both languages write alike. Keyed "locale:key".
 */
const SAME_AS_SPANISH = new Set<string>([
  // Each language's name is written in that language in the language menu.
  'en:language.es',
  'pt:language.es',
  // Portuguese writes it the same way.
  'pt:attendeePages.administered',
]);

/** Spanish-only letters and words: an en or pt text equal to a Spanish one having them is a copy. */
function looksSpanish(text: string, locale: 'en' | 'pt'): boolean {
  const words =
    visibleText(text)
      .toLowerCase()
      .match(/[a-zñáéíóúü¡¿]+/g) ?? [];
  if (/[ñ¡¿]/.test(text)) return true;
  if (locale === 'en') return /[áéíóú]/.test(text) || words.some((w) => SPANISH_WORDS.has(w));
  return words.some((w) => SPANISH_WORDS.has(w) || SPANISH_NOT_PT.has(w));
}
const SPANISH_WORDS = new Set(['el', 'los', 'las', 'del', 'y', 'con', 'una', 'es', 'que', 'su']);
const SPANISH_NOT_PT = new Set([
  'nuevo',
  'nueva',
  'sin',
  'información',
  'sección',
  'secciones',
  'inscripción',
  'conferencistas',
  'noticias',
  'encuestas',
  'preguntas',
  'frecuentes',
  'correo',
  'nombres',
]);

describe('English and Portuguese are translations', () => {
  it.each(['en', 'pt'] as const)('no %s message is its Spanish text copied over', (locale) => {
    const catalogue: Record<string, string> = catalogues[locale];
    const found = Object.entries(catalogues.es)
      .filter(([key, text]) => catalogue[key] === text && looksSpanish(text, locale))
      .filter(([key]) => !SAME_AS_SPANISH.has(`${locale}:${key}`))
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});

/** Placeholder names that hold a count of things. */
const COUNT_NAMES =
  /^(n|count|total|checked|done|remaining|rows|shown|sent|failed|pending|minutes|seconds|s|score|correct|max|min)$/;

/**
 * Count placeholders that need no plural form, per message id (in the three languages), with why.
 */
const NO_PLURAL: Readonly<Record<string, readonly string[]>> = {
  // A size already formatted with its unit ("5 MB").
  'resource.upload.tooLarge': ['max'],
  'documents.uploadHelp': ['max'],
  // A position, not a count ("Pregunta 3").
  'setup.stages.stage': ['n'],
  'companies.advisor': ['n'],
  'companies.advisor.remove': ['n'],
  'companies.service': ['n'],
  'companies.service.remove': ['n'],
  'companies.network': ['n'],
  'companies.network.remove': ['n'],
  'companies.gallery.image': ['n'],
  'companies.gallery.remove': ['n'],
  'companies.config.standType': ['n'],
  'companies.config.removeStandType': ['n'],
  'companies.landing.galleryAlt': ['n'],
  'surveys.question': ['n'],
  'surveys.answer': ['n'],
  'surveys.removeAnswer': ['n'],
  'surveys.removeQuestion': ['n'],
  // A label and its number ("Inscritos: 3", "Comentarios (3)"): no noun agrees with the number.
  'checkin.enrolled': ['count'],
  'checkin.participants': ['checked', 'total'],
  'activityCheckin.total': ['count'],
  'activityCheckin.checkedCount': ['count'],
  'newsWall.wall.comments': ['n'],
  'bell.amistad': ['count'],
  'bell.agenda': ['count'],
  'guestImport.failedTab': ['count'],
  'guestImport.okTab': ['count'],
  'communications.history.counts': ['sent', 'failed', 'pending'],
  'orders.shown': ['count'],
  'surveyAnswer.score': ['score', 'max', 'correct'],
  // "3 sin leer", "3 en línea ahora", "3 en la sala": no noun, the adjective does not vary.
  'chat.unread': ['count'],
  'bell.label': ['count'],
  'social.online': ['count'],
  'agendaLanding.attendeesCount': ['n'],
  // A unit symbol ("30 s").
  'surveyAnswer.timeLeft': ['s'],
  // "3 de 5 filas": the noun agrees with the total, which has the plural.
  'eventSettings.checklist.progress': ['done'],
  'guestImport.progress': ['done'],
  // The first rows of a preview, a fixed page (always several) of a longer list.
  'guestImport.firstRows': ['shown'],
  'badge.print.more': ['n'],
};

describe('counts agree with their noun', () => {
  it.each(LOCALES)('every %s message inserting a count uses a plural form', (locale) => {
    const catalogue: Record<string, string> = catalogues[locale];
    const found = Object.entries(catalogue)
      .filter(([key, text]) =>
        [...text.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g)].some(
          ([, name = '', type]) =>
            COUNT_NAMES.test(name) && type !== 'plural' && !NO_PLURAL[key]?.includes(name),
        ),
      )
      .map(([key, text]) => `${key}: ${text}`);
    expect(found).toEqual([]);
  });
});
