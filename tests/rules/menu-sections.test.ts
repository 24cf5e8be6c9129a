import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'menu_sections',
  noun: 'menu section',
  item: { name: 'Agenda', section: 'agenda', permissions: 'public', checked: true, position: 1 },
  edit: { checked: false },
});
