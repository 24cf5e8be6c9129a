import { describeContentRules } from './content-suite';

// The landing's partner logos: public, written by the event's admins (registry: admins only).
describeContentRules({
  kind: 'partners',
  noun: 'partner',
  item: {
    name: 'Café de Colombia',
    logo: 'https://example.com/cafe.png',
    link: 'https://example.com',
    order: 0,
  },
  edit: { link: 'https://example.org' },
});
