import { describeContentRules } from './content-suite';

// Answers live below each survey: see survey-answers.test.ts.
describeContentRules({
  kind: 'surveys',
  noun: 'survey',
  visibility: { flag: 'publish' },
  item: { survey: 'Encuesta de satisfacción', publish: true, open: true, questions: [] },
  edit: { open: false },
});
