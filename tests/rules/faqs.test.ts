import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'faqs',
  noun: 'FAQ',
  item: { title: '¿Hay parqueadero?', content: 'Sí', index: 0 },
  edit: { content: 'No' },
});
