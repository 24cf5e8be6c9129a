import { describeContentRules } from './content-suite';

// The landing's video gallery: public links, written by the event's admins (registry: admins only).
describeContentRules({
  kind: 'videos',
  noun: 'video',
  item: { title: 'Apertura', url: 'https://youtu.be/dQw4w9WgXcQ', order: 0 },
  edit: { title: 'Apertura 2027' },
});
