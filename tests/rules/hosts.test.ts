import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'hosts',
  noun: 'host',
  permission: 'admin_activity',
  visibility: { public: true },
  item: { name: 'Anfitrión 1' },
});
