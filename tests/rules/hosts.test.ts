import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'hosts',
  noun: 'host',
  item: { name: 'Anfitrión 1' },
});
