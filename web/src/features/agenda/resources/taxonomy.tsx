import { Badge, Box } from '@chakra-ui/react';
import {
  activityTypeSchema,
  categorySchema,
  type ActivityType,
  type ActivityTypeInput,
  type Category,
  type CategoryInput,
} from '@aforo/domain';
import { defineResource } from '../../../lib/resources/resource';
import { canWriteAgenda, categoriesSource, typesSource } from './agenda';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/**
 * agenda/categorias ('Categorías de actividad', part 2 §2): name and colour tag, by name; a
 * category at categorias/categoria (new) and categorias/categoria/{id}; back to the agenda.
 */
export const categoriesResource = defineResource<Category, CategoryInput>({
  name: 'categories',
  title: 'agenda.categoryList',
  addLabel: 'agenda.category.add',
  schema: categorySchema,
  fields: [
    { name: 'name', label: 'agenda.category.name' },
    { name: 'color', label: 'agenda.category.color', kind: 'color' },
  ],
  columns: [
    { key: 'name', header: 'agenda.category.name', cell: (c) => c.name },
    {
      key: 'color',
      header: 'agenda.category.color',
      cell: (c) => (
        <Badge variant="outline">
          <Box as="span" w="3" h="3" rounded="full" bg={c.color} display="inline-block" />
          {c.color}
        </Badge>
      ),
    },
  ],
  initialValues: { name: '', color: '#000000' },
  toValues: (c) => ({ name: c.name, color: c.color }),
  itemName: (c) => c.name,
  canWrite: canWriteAgenda,
  editing: 'page',
  source: categoriesSource,
  pages: {
    create: 'categoria',
    edit: 'categoria',
    createTitle: 'agenda.category.newTitle',
    editTitle: 'agenda.category.newTitle',
    links: [{ label: 'agenda.back', to: '..' }],
    sort: byName,
    backLabel: 'agenda.back',
  },
});

/** agenda/tipos ('Tipos de actividad', part 2 §2): a name each, by name; tipos/tipo[/{id}]. */
export const typesResource = defineResource<ActivityType, ActivityTypeInput>({
  name: 'types',
  title: 'agenda.types',
  addLabel: 'agenda.type.add',
  schema: activityTypeSchema,
  fields: [{ name: 'name', label: 'agenda.category.name' }],
  columns: [{ key: 'name', header: 'agenda.category.name', cell: (c) => c.name }],
  initialValues: { name: '' },
  toValues: (c) => ({ name: c.name }),
  itemName: (c) => c.name,
  canWrite: canWriteAgenda,
  editing: 'page',
  source: typesSource,
  pages: {
    create: 'tipo',
    edit: 'tipo',
    createTitle: 'agenda.type.newTitle',
    editTitle: 'agenda.type.newTitle',
    links: [{ label: 'agenda.back', to: '..' }],
    sort: byName,
    backLabel: 'agenda.back',
  },
});
