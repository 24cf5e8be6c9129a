import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'news',
  noun: 'news item',
  item: {
    title: 'Abrimos inscripciones',
    description_short: 'Ya puedes inscribirte',
    time: '2027-01-10',
  },
  edit: { title: 'Cambio de sede' },
});
