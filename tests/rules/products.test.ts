import { describeContentRules } from './content-suite';

describeContentRules({
  kind: 'products',
  noun: 'product',
  item: {
    name: 'Cuadro al óleo',
    price: 100,
    start_price: 150,
    image: ['https://example.com/a.png'],
  },
});
