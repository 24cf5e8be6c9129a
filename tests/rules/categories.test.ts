import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'categories',
  noun: 'category',
  item: { name: 'Tecnología', color: '#000000' },
});
