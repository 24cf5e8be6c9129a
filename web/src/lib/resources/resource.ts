import type { ReactNode } from 'react';
import type { ObjectSchema } from 'yup';
import type { MessageKey } from '../../i18n/es';
import type { EventAccess } from '../event/event-access';
import type { SnapshotState } from '../firestore/use-snapshot';

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
  /** 'inline' edits inside the table row; 'dialog' opens the form in a dialog. */
  editing: 'inline' | 'dialog';
  pageSize?: number;
  source: ResourceSource<T, I>;
}

export type FieldKind = 'text' | 'textarea' | 'number' | 'color' | 'checkbox';

export interface ResourceField<I> {
  name: Extract<keyof I, string>;
  label: MessageKey;
  kind?: FieldKind;
}

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

/** Where a resource's rows come from and go to: Firestore today, the API when a resource needs it. */
export interface ResourceSource<T, I> {
  useData: (scope: ResourceScope) => ResourceData<T, I>;
}

/**
 * Mutations reject with a yup ValidationError or an ApiRequestError carrying `errors`
 * ({field: message}); lib/resources/server-errors.ts puts either on the form.
 */
export interface ResourceData<T, I> {
  list: SnapshotState<T[]> & { retry: () => void };
  create: (values: I) => Promise<void>;
  update: (id: string, values: I) => Promise<void>;
  remove: (id: string) => Promise<void>;
}

/** Keeps T and I inferred from the declaration. */
export function defineResource<T extends { _id: string }, I extends object>(
  definition: ResourceDefinition<T, I>,
): ResourceDefinition<T, I> {
  return definition;
}
