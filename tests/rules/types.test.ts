import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'types',
  noun: 'activity type',
  item: { name: 'Taller' },
});
