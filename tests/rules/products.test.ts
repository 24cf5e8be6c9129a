import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'products',
  noun: 'product',
  visibility: { public: true },
  item: {
    name: 'Cuadro al óleo',
    price: 100,
    start_price: 150,
    image: ['https://example.com/a.png'],
  },
});
