import {
  activityTypeSchema,
  attendeeRoleSchema,
  categorySchema,
  spaceSchema,
  speakerSchema,
  validateBody,
} from '@aforo/domain';
import { useCallback } from 'react';
import type { ObjectSchema } from 'yup';
import { apiFetch } from '../../../lib/api-client';
import { eventApiPath } from '../../../lib/resources/api-source';
import type { FieldOption } from '../../../lib/resources/resource';
import { CREATABLE, type CreatableKind } from '../lib/creatable';

/** What the inline dialog asks for: a name, and a colour for a category. */
export interface NewOptionValues {
  name: string;
  color: string;
}

const SCHEMAS: Record<CreatableKind, ObjectSchema<object>> = {
  spaces: spaceSchema,
  types: activityTypeSchema,
  categories: categorySchema,
  speakers: speakerSchema,
  roles: attendeeRoleSchema,
};

/**
 * Creates a space, type, category, speaker or role through the same API route its own screen
 * uses (same schema, same unique-name check), and answers it as an option of the form's select.
 * Rejects like the resource sources do (a yup ValidationError or an ApiRequestError with field
 * errors), so lib/resources/server-errors puts the message under the dialog's field.
 */
export function useCreateOption(
  eventId: string,
  kind: CreatableKind,
): (values: NewOptionValues) => Promise<FieldOption> {
  return useCallback(
    async (values) => {
      const info = CREATABLE[kind];
      const input = info.withColor ? values : { name: values.name };
      const body = await validateBody(SCHEMAS[kind], input);
      const item = await apiFetch<{ _id: string; name?: string }>(
        eventApiPath(eventId, info.apiPath),
        { method: 'POST', body: JSON.stringify(body) },
      );
      return { value: item._id, label: { text: item.name ?? values.name } };
    },
    [eventId, kind],
  );
}
