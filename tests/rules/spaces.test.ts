import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'spaces',
  noun: 'space',
  item: { name: 'Auditorio principal' },
});
