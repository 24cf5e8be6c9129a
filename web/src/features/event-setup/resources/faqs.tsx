import { faqSchema, type Faq, type FaqInput, canWriteContent } from '@aforo/domain';
import { eventContentSource } from '../../../lib/resources/event-content-source';
import { defineResource } from '../../../lib/resources/resource';

/**
 * falqs (main admin; the spec is silent): the event's frequently asked questions, the `faqs` kind
 * the landing's FAQ section lists by `index`. Written through the API by event admins.
 */
export const faqsResource = defineResource<Faq, FaqInput>({
  name: 'faqs',
  title: 'setup.faqs.title',
  addLabel: 'setup.faqs.add',
  emptyText: 'setup.faqs.empty',
  schema: faqSchema,
  fields: [
    { name: 'title', label: 'setup.faqs.question' },
    { name: 'content', label: 'setup.faqs.answer', kind: 'richText' },
    { name: 'index', label: 'setup.faqs.order', kind: 'number' },
  ],
  columns: [
    { key: 'title', header: 'setup.faqs.question', cell: (f) => f.title },
    { key: 'index', header: 'setup.faqs.order', cell: (f) => f.index },
  ],
  initialValues: { title: '', content: '', index: 0 },
  toValues: (f) => ({ title: f.title, content: f.content, index: f.index }),
  searchText: (f) => f.title,
  // The domain registry's writers, as the API and the rules decide.
  canWrite: (access) => canWriteContent(access, 'faqs'),
  editing: 'dialog',
  source: eventContentSource('faqs', faqSchema, 'faqs'),
});
