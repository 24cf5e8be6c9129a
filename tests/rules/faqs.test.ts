import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'faqs',
  noun: 'FAQ',
  visibility: { public: true },
  item: { title: '¿Hay parqueadero?', content: 'Sí', index: 0 },
  edit: { content: 'No' },
});
