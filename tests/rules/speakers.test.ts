import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'speakers',
  noun: 'speaker',
  item: { name: 'Ada Lovelace', profession: 'Matemática', published: true },
});
