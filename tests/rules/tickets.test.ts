import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'tickets',
  noun: 'ticket',
  item: { title: 'General', price: 0, currency: 'COP' },
  edit: { price: 10_000 },
});
