import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'categories',
  noun: 'category',
  permission: 'admin_activity',
  visibility: { public: true },
  item: { name: 'Tecnología', color: '#000000' },
});
