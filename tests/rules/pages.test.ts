import { describeContentRules } from './content-suite';

// Custom landing pages: public once published, drafts for the team; event admins and admin-staff
// (the "pages" section's gate, admin_staff in the registry) write them.
describeContentRules({
  kind: 'pages',
  noun: 'custom page',
  item: {
    title: 'Cómo llegar',
    slug: 'como-llegar',
    order: 0,
    body: '<p>Hola</p>',
    published: true,
  },
  edit: { body: '<p>Editado</p>' },
});
