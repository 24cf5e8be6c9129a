import {
  canWriteContent,
  type EventContentKind,
  type EventContentTypes,
  type Timestamps,
} from '@aforo/domain';
import { createElement, type ReactNode } from 'react';
import type { ObjectSchema } from 'yup';
import type { MessageKey } from '../../../i18n/es';
import { DateText } from '../../../components/date-text';
import { eventContentSource } from '../../../lib/resources/event-content-source';
import { defineResource } from '../../../lib/resources/resource';

/** The content kinds whose documents are a name and timestamps. */
type NamedKind = {
  [K in EventContentKind]: EventContentTypes[K] extends { name: string } & Timestamps ? K : never;
}[EventContentKind];

/**
 * The simplest content type: a name and its creation date, edited inline (spaces and attendee
 * roles today; categories and activity types have the same shape).
 */
export function namedContentResource<K extends NamedKind>(options: {
  name: string;
  kind: K;
  schema: ObjectSchema<{ name: string }>;
  title: MessageKey;
  addLabel: MessageKey;
  nameLabel: MessageKey;
  /** The API route that writes this kind (unique names, guarded deletes). */
  apiPath: string;
  /** How the list shows a name (default: as stored). */
  nameCell?: (item: EventContentTypes[K]) => ReactNode;
}) {
  return defineResource<EventContentTypes[K], { name: string }>({
    name: options.name,
    title: options.title,
    addLabel: options.addLabel,
    schema: options.schema,
    fields: [{ name: 'name', label: options.nameLabel }],
    columns: [
      {
        key: 'name',
        header: options.nameLabel,
        field: 'name',
        cell: options.nameCell ?? ((item) => item.name),
      },
      {
        key: 'created',
        header: 'common.createdAt',
        cell: (item) => createElement(DateText, { value: item.created_at, kind: 'date' }),
      },
    ],
    initialValues: { name: '' },
    toValues: (item) => ({ name: item.name }),
    searchText: (item) => item.name,
    // Who writes the kind: the domain's content-kind registry, as the rules and the API say.
    canWrite: (access) => canWriteContent(access, options.kind),
    editing: 'inline',
    source: eventContentSource(options.kind, options.schema, options.apiPath),
  });
}
