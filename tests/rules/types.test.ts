import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'types',
  noun: 'activity type',
  permission: 'admin_activity',
  visibility: { public: true },
  item: { name: 'Taller' },
});
