import { spaceSchema } from '@aforo/domain';
import { namedContentResource } from './named-content';

/** Espacios (spec part 2 §2): name and creation date; add, inline edit, delete. */
export const spacesResource = namedContentResource({
  name: 'spaces',
  kind: 'spaces',
  schema: spaceSchema,
  title: 'spaces.title',
  addLabel: 'spaces.add',
  nameLabel: 'spaces.name',
  // Written through the API: names are unique there.
  apiPath: 'spaces',
});
