import {
  itemsMenuOf,
  menuSectionSchema,
  menuSectionsOf,
  type AforoEvent,
  type MenuSection,
} from '@aforo/domain';
import { createElement } from 'react';
import * as yup from 'yup';
import { defineDocumentForm } from '../../../lib/resources/resource';
import { loadEvent, updateEvent } from '../api/event-setup-api';
import { MenuSectionsInput } from '../components/menu-sections-input';

const menuFormSchema = yup.object({
  sections: yup.array(menuSectionSchema.required()).required(),
});
type MenuValues = { sections: MenuSection[] };

/**
 * Habilitar secciones del evento (part 2 §2 "Menu sections", route menuLanding): the 23 sections
 * of the landing's menu, enabled or not, in order, with name, permission and, for the informative
 * ones, markup. Saved whole as itemsMenu with PUT /api/events/{id}; the API derives
 * allow_register from the tickets section (part 2 §4), which the screen shows as it changes.
 */
export const menuSectionsForm = defineDocumentForm<AforoEvent, MenuValues>({
  name: 'menu-sections',
  title: 'eventSetup.menu.title',
  description: 'eventSetup.menu.intro',
  schema: menuFormSchema as yup.ObjectSchema<MenuValues>,
  fields: [
    {
      name: 'sections',
      label: 'eventSetup.menu.title',
      kind: 'custom',
      render: (props) => createElement(MenuSectionsInput, props),
    },
  ],
  load: ({ eventId }) => loadEvent(eventId),
  toValues: (event) => ({ sections: menuSectionsOf(event.itemsMenu) }),
  save: ({ eventId }, values) => updateEvent(eventId, { itemsMenu: itemsMenuOf(values.sections) }),
  canWrite: (access) => access.isEventAdmin,
});
