import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'speakers',
  noun: 'speaker',
  permission: 'admin_activity',
  visibility: { flag: 'published' },
  item: { name: 'Ada Lovelace', profession: 'Matemática', published: true },
});
