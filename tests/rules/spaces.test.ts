import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'spaces',
  noun: 'space',
  permission: 'admin_activity',
  visibility: { public: true },
  item: { name: 'Auditorio principal' },
});
