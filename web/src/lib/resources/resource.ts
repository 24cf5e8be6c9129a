/*
 * The admin engine: every admin screen is a declaration, rendered by
 * components/resource. Two shapes:
 *
 * A list of documents (table, search, pagination, create/edit form, delete confirmation):
 *
 *   export const ticketsResource = defineResource<Ticket, TicketInput>({
 *     name: 'tickets', title: 'tickets.title', addLabel: 'tickets.add',
 *     schema: ticketSchema,                       // the domain yup schema (form + body check)
 *     fields: [
 *       { name: 'name', label: 'tickets.name' },  // kind defaults to 'text'
 *       { name: 'price', label: 'tickets.price', kind: 'number' },
 *       { name: 'currency', label: 'tickets.currency', kind: 'select',
 *         options: [{ value: 'COP', label: { text: 'COP' } }] },  // or label: a MessageKey
 *       { name: 'stage_id', label: 'tickets.stage', kind: 'relation',
 *         relation: relationOptions('stages', (s) => s.name) },  // lib/resources/event-content-source
 *       { name: 'starts', label: 'tickets.starts', kind: 'dateTime' },  // the event's time zone
 *       { name: 'image', label: 'tickets.image', kind: 'image',
 *         upload: { folder: ({ eventId }) => `events/${eventId}/images` } },
 *     ],
 *     columns: [{ key: 'name', header: 'tickets.name', cell: (t) => t.name }],
 *     initialValues: ticketSchema.getDefault(), toValues: (t) => ({ ... }),
 *     searchText: (t) => t.name,
 *     canWrite: (access) => canWriteContent(access, 'tickets'), // @aforo/domain's registry
 *     editing: 'dialog',
 *     source: apiSource('tickets', ticketSchema), // read+write via the API (lib/resources/api-source)
 *     // or eventContentSource(kind, schema, apiPath?): live Firestore reads, writes via the API
 *   });
 *   // page: <ResourceList resource={ticketsResource} />
 *
 * A resource with `editing: 'page'` has pages of its own: the list at the section's path, the
 * create form at `pages.create` and each item's form at `pages.edit`/{id} (loading, not found,
 * a back link; a save goes back to the list and says so):
 *   // where the shell mounts the section ('news/*'): <ResourceRoutes resource={newsResource} />
 *   // (components/resource/resource-routes; the source needs `useItem`)
 *
 * One document (a set-up screen such as the event's main data):
 *
 *   export const mainForm = defineDocumentForm<AforoEvent, MainInput>({
 *     name: 'event-main', title: 'main.title', schema: mainSchema, fields: [...],
 *     load: ({ eventId }) => apiFetch(`/api/events/${eventId}`),
 *     toValues: (event) => ({ ... }),
 *     save: ({ eventId }, values) => apiFetch(`/api/events/${eventId}`, { method: 'PUT', ... }),
 *     canWrite: (access) => access.isEventAdmin,
 *   });
 *   // page: <DocumentForm form={mainForm} />  (declare it at module level: `load` must be stable)
 *
 * Both forms render their fields with the same ResourceFieldInput, put the server's field errors
 * under their fields, keep what the user typed when a save fails, and notify a success.
 * A kind the engine lacks: `{ kind: 'custom', render: (props) => <YourInput {...props} /> }`.
 * Relations: relationOptions(kind, label) (Firestore, live) or apiOptions(path, label) (API).
 * An order saved on its own ("Guardar orden", restored when saving fails):
 *   <ReorderList items={fields} itemId={(f) => f.name} itemLabel={(f) => f.label}
 *     onSave={(ids) => apiFetch(...)} label={t('datos.order')} />  (components/resource/reorder-list)
 */
import type { ComponentType, ReactNode } from 'react';
import type { ObjectSchema } from 'yup';
import type { MessageKey } from '../../i18n/es';
import type { EventAccess } from '../event/event-access';

/**
 * A content type of the admin, declared once (STYLE.md "Forty admin screens without forty
 * copies"): the generic list (components/resource) renders its table, search, pagination and
 * Formik form from this declaration, and its domain schema validates the form and the write.
 */
export interface ResourceDefinition<T extends { _id: string }, I extends object> {
  /** A stable name, used for test ids. */
  name: string;
  title: MessageKey;
  addLabel: MessageKey;
  /** The domain schema: the form's validationSchema and the body check before writing. */
  schema: ObjectSchema<I>;
  fields: readonly ResourceField<I>[];
  columns: readonly ResourceColumn<T, I>[];
  initialValues: I;
  toValues: (item: T) => I;
  /** The text the search box matches; no search box without it. */
  searchText?: (item: T) => string;
  /** Who may add, edit and delete; everyone in the admin shell may read. */
  canWrite: (access: EventAccess) => boolean;
  /**
   * 'inline' edits inside the table row; 'dialog' opens the form in a dialog; 'page' gives the
   * list, the create form and the edit form pages of their own (ResourceRoutes).
   */
  editing: 'inline' | 'dialog' | 'page';
  /** Page mode: the pages' addresses and texts (see ResourcePages). */
  pages?: ResourcePages<T, I>;
  pageSize?: number;
  /** A short text shown above the table when the list is empty (default: list.empty). */
  emptyText?: MessageKey;
  source: ResourceSource<T, I>;
  /**
   * Read-only facts about the row shown under the fields of the dialog form when editing it
   * (what other records say about it, e.g. a speaker's activities); nothing for a new row.
   */
  editExtra?: (item: T) => ReactNode;
  /** What a successful save says, when the spec names it for this content (default resource.saved). */
  savedMessage?: MessageKey;
  /** The row's name in messages about it ("Hubo un error intentando borrar a {name}"). */
  itemName?: (item: T) => string;
}

/** A field's visible text: a catalogue key, or a text the organizer wrote (an option's label). */
export type Label = MessageKey | { text: string };

export interface FieldOption {
  value: string;
  label: Label;
}

/** Options read while the form is open: another content kind's items, a live list. */
export interface OptionsSource {
  useOptions: (scope: ResourceScope) => ListState<FieldOption[]>;
}

/** Where an image or file field stores its uploads and what it takes. */
export interface UploadRule {
  /** The Storage folder; the file lands at timestampedPath(folder, file). */
  folder: (scope: ResourceScope) => string;
  /** Refused before upload above this size (default MAX_UPLOAD_BYTES, the spec's 5 MB). */
  maxBytes?: number;
  /**
   * Accepted types: MIME types ('image/png', 'image/*') or extensions ('.pdf'). Default for an
   * image: png, jpeg, gif, webp, svg; for a file: anything.
   */
  accept?: readonly string[];
  /** What a refused type says, when the screen's spec names it (default resource.upload.badType). */
  badTypeMessage?: MessageKey;
}

/** An image field's rule whose refusal says images only (part 2 §5, activities and news). */
export const imagesOnlyUpload = (folder: UploadRule['folder']): UploadRule => ({
  folder,
  badTypeMessage: 'resource.upload.imagesOnly',
});

/**
 * The page mode's own parts. Paths are relative to the list's: the create page at `create`
 * (default 'new'), an item's edit page at `edit`/{id} (default {id} right under the list).
 */
export interface ResourcePages<T, I = object> {
  create?: string;
  edit?: string;
  /** A text under the list's title. */
  subtitle?: MessageKey;
  /** The create and edit pages' titles (default: addLabel and common.edit). */
  createTitle?: MessageKey;
  editTitle?: MessageKey;
  /**
   * Links beside the add button (a configuration screen), relative to the list's path ('..': the
   * address above it).
   */
  links?: readonly { label: MessageKey; to: string }[];
  /** The list in this order (default: as the source gives it). */
  sort?: (a: T, b: T) => number;
  /**
   * The list as an order saved on its own ("Guardar orden") instead of a table: each row shows
   * `renderItem`, then its links and the edit and delete buttons. The source's data stores the
   * order (`reorder`).
   */
  order?: {
    label: MessageKey;
    help?: MessageKey;
    renderItem: (item: T) => ReactNode;
    /** What a refused order says (default resource.reorder.failed). */
    failedTitle?: MessageKey;
    /** What a stored order says (default resource.saved). */
    savedMessage?: MessageKey;
  };
  /** Buttons of a table row between edit and delete (duplicate). */
  rowExtra?: (item: T) => ReactNode;
  /**
   * The form's layout when its fields do not stand in one column (tabs with widgets of their
   * own): `form` wraps the part that is the form, `fields` renders declared fields, `actions`
   * the failure and the buttons.
   */
  layout?: ComponentType<PageLayoutProps<T, I>>;
  /** An ordered list's row links besides edit and delete (its offers), relative to the list's path. */
  rowLinks?: (item: T) => readonly { label: MessageKey; to: string }[];
  /**
   * The edit page first shows the item read-only (with Edit, Delete and Close) and switches to
   * the form on Edit.
   */
  view?: (item: T) => ReactNode;
  viewTitle?: MessageKey;
  /** The back link's text (default common.back); `discardLabel` replaces it on the create page. */
  backLabel?: MessageKey;
  discardLabel?: MessageKey;
  /** What the missing item's page says (default resource.notFound). */
  notFound?: MessageKey;
  /** The delete question, its confirm button and what a delete says once done. */
  deleteText?: MessageKey;
  deleteConfirmLabel?: MessageKey;
  deletedMessage?: MessageKey;
  /** A delete's failure in the spec's words (a removal that throws its own message wins). */
  deleteFailed?: MessageKey;
  /** The title of the alert a failed save shows above the buttons (default resource.saveFailedKept). */
  failedTitle?: MessageKey;
}

/** What a page layout gets (ResourcePages.layout). */
export interface PageLayoutProps<T, I> {
  /** The stored item; undefined on the create page. */
  item: T | undefined;
  /** Wraps what belongs to the form (widgets with forms of their own stay outside it). */
  form: (children: ReactNode) => ReactNode;
  /** Renders these fields (declared ones, or the layout's own) as the engine does. */
  fields: (fields: readonly ResourceField<I>[]) => ReactNode;
  /** The failure of the last save and the save and back buttons. */
  actions: ReactNode;
  /** Why the last save failed (null: it did not); a layout shows the fields it concerns. */
  failure: unknown;
  scope: FormScope;
}

export interface FieldBase<I> {
  name: Extract<keyof I, string>;
  label: MessageKey;
  /** A help text shown under the input (recommended sizes, formats). */
  help?: MessageKey;
  /** Shown but not editable. */
  readOnly?: boolean;
  /** Page mode: the heading of the group this field opens (fields after it follow it). */
  section?: MessageKey;
}

/** What a custom field renders with: its name in the form, its label, and the scope. */
export interface CustomFieldProps {
  name: string;
  label: string;
  required: boolean;
  scope: FormScope;
  autoFocus: boolean;
  readOnly: boolean;
}

export type ResourceField<I> = FieldBase<I> &
  (
    | { kind?: 'text' | 'textarea' | 'richText' | 'number' | 'color' | 'boolean' | 'date' }
    /** @deprecated the same as 'boolean'; kept for the screens written before it. */
    | { kind: 'checkbox' }
    | {
        kind: 'dateTime';
        /**
         * How the value is stored. 'text' (default): the domain's 'YYYY-MM-DD HH:mm[:ss]', a
         * wall-clock time of the event's zone (event.ts dateTimeText). 'iso': an instant (ISO
         * 8601 with offset), shown and entered in the event's zone.
         */
        storage?: 'text' | 'iso';
      }
    | { kind: 'select' | 'multiSelect'; options: readonly FieldOption[] | OptionsSource }
    | { kind: 'relation'; relation: OptionsSource; multiple?: boolean }
    | { kind: 'image' | 'file'; upload: UploadRule }
    | {
        kind: 'reorder';
        /** The value is an array; each element's stable id and its label in the list. */
        itemId: (item: unknown) => string;
        itemLabel: (item: unknown) => string;
      }
    | { kind: 'custom'; render: (props: CustomFieldProps) => ReactNode }
  );

export type FieldKind = NonNullable<ResourceField<object>['kind']>;

export interface ResourceColumn<T, I> {
  key: string;
  header: MessageKey;
  cell: (item: T) => ReactNode;
  /** While a row is edited inline, this column shows the input of that field. */
  field?: Extract<keyof I, string>;
}

export interface ResourceScope {
  eventId: string;
}

/** What a form knows besides its values: the event (uploads, relations) and its time zone. */
export interface FormScope extends ResourceScope {
  timeZone: string;
}

/** A list's state: Firestore's live snapshot state or an API read. */
export type ListState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/** Where a resource's rows come from and go to: Firestore or the API (lib/resources/*-source). */
export interface ResourceSource<T, I> {
  useData: (scope: ResourceScope) => ResourceData<T, I>;
  /** One item for its edit page, live where the source is; data null: there is no such item. */
  useItem?: (scope: ResourceScope, id: string) => ItemState<T>;
}

/** One item's state; `retry` reads it again when it failed (an API read). */
export type ItemState<T> = ListState<T | null> & { retry?: () => void };

/**
 * Mutations reject with a yup ValidationError or an ApiRequestError carrying `errors`
 * ({field: message}); lib/resources/server-errors.ts puts either on the form.
 */
export interface ResourceData<T, I> {
  list: ListState<T[]> & { retry: () => void };
  create: (values: I) => Promise<void>;
  update: (id: string, values: I) => Promise<void>;
  remove: (id: string) => Promise<void>;
  /** Stores a new order (the ids, first to last), for a list shown as an order (pages.order). */
  reorder?: (ids: string[], items: readonly T[]) => Promise<void>;
}

/** Keeps T and I inferred from the declaration. */
export function defineResource<T extends { _id: string }, I extends object>(
  definition: ResourceDefinition<T, I>,
): ResourceDefinition<T, I> {
  return definition;
}

/**
 * A set-up screen that edits one document (the event's main data, its styles, the confirmation
 * message…): loaded once, saved as a whole, re-read after saving.
 */
export interface DocumentFormDefinition<T, I extends object> {
  /** A stable name, used for test ids. */
  name: string;
  title: MessageKey;
  /** A text under the title. */
  description?: MessageKey;
  schema: ObjectSchema<I>;
  fields: readonly ResourceField<I>[];
  /** Reads the document (rejects when it cannot). */
  load: (scope: ResourceScope) => Promise<T>;
  toValues: (document: T) => I;
  /** Writes the values; rejects like ResourceData's mutations (field errors land on fields). */
  save: (scope: ResourceScope, values: I) => Promise<void>;
  /** Who may save; the others see the form read-only. */
  canWrite: (access: EventAccess) => boolean;
  /** The save button's text (default common.save). */
  saveLabel?: MessageKey;
  /** What a successful save says (default resource.saved). */
  savedMessage?: MessageKey;
  /** A toast a failed save raises besides the reason shown above the button (none by default). */
  failedMessage?: MessageKey;
  /**
   * The zone the form's dateTime fields are shown and entered in, when the form itself edits it
   * (the event's main data); default: the event's.
   */
  timeZone?: (values: I) => string | null | undefined;
}

export function defineDocumentForm<T, I extends object>(
  definition: DocumentFormDefinition<T, I>,
): DocumentFormDefinition<T, I> {
  return definition;
}
