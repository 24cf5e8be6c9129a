import {
  UNDELETABLE_FIELD_NAMES,
  activityTypeSchema,
  canSeeDocument,
  attendeeFieldSchema,
  customPageSchema,
  categorySchema,
  certificateSchema,
  documentSchema,
  faqSchema,
  newsSchema,
  productSchema,
  restrictsByRole,
  spaceSchema,
  speakerSchema,
  surveySchema,
  ticketSchema,
} from '@aforo/domain';
import { hostSchema } from '@aforo/domain';
import { badRequest, conflict } from '../lib/http-error';
import {
  collectionStore,
  type Item,
  type ResourceDeclaration,
  type Visibility,
} from '../lib/resource-router';
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
 * once each. Write permissions and public reads mirror firestore.rules' event content block:
 * admin_activity writes the agenda's building blocks, admin_ticket the tickets, event admins the
 * rest; published items are public, the team reads drafts too.
 */
export const contentResources: ResourceDeclaration[] = [
  {
    paths: ['spaces'],
    label: 'Espacio',
    schema: spaceSchema,
    store: collectionStore('spaces'),
    writePermission: 'admin_activity',
    visibility: PUBLIC,
    check: uniqueName('spaces', 'Ya existe un espacio con este nombre'),
  },
  {
    paths: ['categories', 'categoryactivities'],
    label: 'Categoría',
    schema: categorySchema,
    store: collectionStore('categories'),
    writePermission: 'admin_activity',
    visibility: PUBLIC,
    check: uniqueName('categories', 'Ya existe una categoría con este nombre'),
  },
  {
    paths: ['types', 'type', 'eventTypes'],
    label: 'Tipo de actividad',
    schema: activityTypeSchema,
    store: collectionStore('types'),
    writePermission: 'admin_activity',
    visibility: PUBLIC,
    check: uniqueName('types', 'Ya existe un tipo de actividad con este nombre'),
  },
  {
    paths: ['speakers'],
    label: 'Conferencista',
    schema: speakerSchema,
    store: collectionStore('speakers'),
    writePermission: 'admin_activity',
    visibility: { kind: 'flag', field: 'published' },
  },
  {
    paths: ['hosts', 'host'],
    label: 'Host',
    schema: hostSchema,
    store: collectionStore('hosts'),
    writePermission: 'admin_activity',
    visibility: PUBLIC,
  },
  {
    paths: ['faqs'],
    label: 'Pregunta frecuente',
    schema: faqSchema,
    store: collectionStore('faqs'),
    writePermission: null,
    visibility: PUBLIC,
  },
  {
    paths: ['newsfeed', 'news'],
    label: 'Noticia',
    schema: newsSchema,
    store: collectionStore('news'),
    writePermission: null,
    visibility: PUBLIC,
  },
  {
    paths: ['products'],
    label: 'Producto',
    schema: productSchema,
    store: collectionStore('products'),
    writePermission: null,
    visibility: PUBLIC,
  },
  {
    paths: ['tickets'],
    label: 'Tiquete',
    schema: ticketSchema,
    // Mirrored into the event's `tickets` summary, which the landing offers.
    store: ticketStore,
    writePermission: 'admin_ticket',
    visibility: PUBLIC,
    async check(access, value) {
      const stage = value.stage_id as string | null;
      if (stage !== null && !access.event.event_stages.some((s) => s.stage_id === stage)) {
        throw fieldError('stage_id', 'La etapa no existe en este evento');
      }
    },
  },
  {
    // Custom landing pages: the "pages" section is admin-staff's, like the rules' canWrite.
    paths: ['pages'],
    label: 'Página',
    schema: customPageSchema,
    store: collectionStore('pages'),
    writePermission: 'admin_staff',
    visibility: { kind: 'flag', field: 'published' },
    check: uniqueName('pages', 'Ya existe una página con esta dirección', 'slug'),
  },
  {
    paths: ['certificates'],
    label: 'Certificado',
    schema: certificateSchema,
    store: collectionStore('certificates'),
    writePermission: null,
    visibility: { kind: 'attendees' },
  },
  {
    paths: ['documents'],
    label: 'Documento',
    schema: documentSchema,
    store: collectionStore('documents'),
    writePermission: null,
    visibility: { kind: 'filter', test: documentVisible },
  },
  {
    paths: ['surveys'],
    label: 'Encuesta',
    schema: surveySchema,
    // Correct answers are kept in private/answers, for event admins only (issue #13, item 6).
    store: surveyStore,
    present: surveysForReader,
    writePermission: null,
    visibility: { kind: 'flag', field: 'publish' },
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
        throw conflict('No se permiten mas de 200 datos');
      }
    },
    guardRemove(item) {
      if ((UNDELETABLE_FIELD_NAMES as readonly unknown[]).includes(item.name)) {
        throw badRequest('Este dato no se puede eliminar');
      }
    },
  },
];
