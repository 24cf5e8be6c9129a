import {
  UNDELETABLE_FIELD_NAMES,
  attendeeFieldSchema,
  canSeeDocument,
  restrictsByRole,
} from '@aforo/domain';
import { badRequest, conflict } from '../lib/http-error';
import {
  contentKindDeclaration,
  type Item,
  type ResourceDeclaration,
  type Visibility,
} from './resource-router';
import { pageStore } from '../lib/page-store';
import { surveyStore, surveysForReader } from '../lib/survey-answers';
import { ticketStore } from '../lib/ticket-store';
import { uniqueName } from '../lib/unique-names';
import { fieldIdOf, userPropertiesStore } from '../lib/user-properties-store';
import { fieldError } from '../lib/validate';
import type { EventAccess } from '../lib/access';

const PUBLIC: Visibility = { kind: 'public' };

/** The domain's decision (the same as the rules'); the registration is read only when needed. */
async function documentVisible(item: Item, access: EventAccess): Promise<boolean> {
  const attendee = restrictsByRole(item) ? await access.attendee() : null;
  return canSeeDocument(item, { uid: access.user?.uid ?? null, attendee });
}

/**
 * The content families of spec part 1 §7.6 the admin screens call through the API, declared
 * once each. Schema, write permission and readers come from the domain's content-kind registry
 * (domain content-kinds.ts), which firestore.rules' event content block is tested against: the
 * routes add only their paths, messages and the checks a rule cannot make.
 */
export const contentResources: ResourceDeclaration[] = [
  {
    paths: ['spaces'],
    label: 'Espacio',
    ...contentKindDeclaration('spaces'),
    check: uniqueName('spaces', 'Ya existe un espacio con este nombre'),
  },
  {
    paths: ['categories', 'categoryactivities'],
    label: 'Categoría',
    ...contentKindDeclaration('categories'),
    check: uniqueName('categories', 'Ya existe una categoría con este nombre'),
  },
  {
    paths: ['types', 'type', 'eventTypes'],
    label: 'Tipo de actividad',
    ...contentKindDeclaration('types'),
    check: uniqueName('types', 'Ya existe un tipo de actividad con este nombre'),
  },
  {
    paths: ['speakers'],
    label: 'Conferencista',
    ...contentKindDeclaration('speakers'),
  },
  {
    paths: ['hosts', 'host'],
    label: 'Host',
    ...contentKindDeclaration('hosts'),
  },
  {
    paths: ['faqs'],
    label: 'Pregunta frecuente',
    ...contentKindDeclaration('faqs'),
  },
  {
    paths: ['newsfeed', 'news'],
    label: 'Noticia',
    ...contentKindDeclaration('news'),
  },
  {
    // The event's wall: the main admin's posts (attendees' comments are rules-checked writes).
    paths: ['wall'],
    label: 'Publicación',
    ...contentKindDeclaration('wall'),
  },
  {
    paths: ['products'],
    label: 'Producto',
    ...contentKindDeclaration('products'),
  },
  {
    paths: ['tickets'],
    label: 'Tiquete',
    ...contentKindDeclaration('tickets'),
    // Mirrored into the event's `tickets` summary, which the landing offers.
    store: ticketStore,
    async check(access, value) {
      const stage = value.stage_id as string | null;
      if (stage !== null && !access.event.event_stages.some((s) => s.stage_id === stage)) {
        throw fieldError('stage_id', 'La etapa no existe en este evento');
      }
    },
  },
  {
    // Custom landing pages: the "pages" section is admin-staff's (registry: admin_staff).
    paths: ['pages'],
    label: 'Página',
    ...contentKindDeclaration('pages'),
    // Keeps page_id for /page/{id}'s lookup.
    store: pageStore(),
    check: uniqueName('pages', 'Ya existe una página con esta dirección', 'slug'),
  },
  {
    // The landing's video gallery and partner logos (the menu's "videos" and "partners").
    paths: ['videos'],
    label: 'Video',
    ...contentKindDeclaration('videos'),
  },
  {
    paths: ['partners'],
    label: 'Patrocinador',
    ...contentKindDeclaration('partners'),
  },
  {
    paths: ['certificates'],
    label: 'Certificado',
    ...contentKindDeclaration('certificates'),
  },
  {
    paths: ['documents'],
    label: 'Documento',
    ...contentKindDeclaration('documents', documentVisible),
  },
  {
    paths: ['surveys'],
    label: 'Encuesta',
    ...contentKindDeclaration('surveys'),
    // Correct answers are kept in private/answers, for event admins only.
    store: surveyStore,
    present: surveysForReader,
    contextOf: (input) => ({ gradable: input.allow_gradable_survey === true }),
    // The realtime survey queries filter on eventId (part 2 §7).
    storedExtras: (eventId) => ({ eventId }),
  },
  {
    paths: ['userproperties'],
    label: 'Dato',
    schema: attendeeFieldSchema,
    store: userPropertiesStore,
    writePermission: null,
    visibility: PUBLIC,
    async check(access, value, id) {
      const clash = access.event.user_properties.find(
        (field) => field.name === value.name && fieldIdOf(field) !== id,
      );
      if (clash) throw fieldError('name', 'Hay datos con el mismo nombre');
      if (id === null && access.event.user_properties.length >= 200) {
        throw conflict('No se permiten más de 200 datos');
      }
    },
    guardRemove(item) {
      if ((UNDELETABLE_FIELD_NAMES as readonly unknown[]).includes(item.name)) {
        throw badRequest('Este dato no se puede eliminar');
      }
    },
  },
];
