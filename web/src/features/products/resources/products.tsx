import { Box, HStack, Image, Text } from '@chakra-ui/react';
import { canWriteContent, productSchema, type Product, type ProductInput } from '@aforo/domain';
import { formatPrice } from '../../../lib/price';
import { defineResource } from '../../../lib/resources/resource';
import { productsSource } from '../api/products-source';
import { ProductImagesInput } from '../components/product-images-input';

const EMPTY: ProductInput = {
  name: '',
  by: '',
  description: '',
  price: null,
  start_price: null,
  currency: 'COP',
  image: [''],
  position: 0,
};

const CURRENCIES = ['COP', 'USD', 'EUR', 'MXN', 'BRL'].map((code) => ({
  value: code,
  label: { text: code },
}));

function ProductRow({ product }: { product: Product }) {
  return (
    <HStack gap="3" wrap="wrap">
      {product.image[0] ? (
        <Image src={product.image[0]} alt="" boxSize="10" objectFit="cover" rounded="sm" />
      ) : null}
      <Box flex="1" minW="40">
        <Text fontWeight="semibold">{product.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {[product.by, product.price !== null ? formatPrice(product.price, product.currency) : '']
            .filter(Boolean)
            .join(' · ')}
        </Text>
      </Box>
    </HStack>
  );
}

/**
 * Productos (spec part 3 §2.7, §5.6): the event's products in their order, dragged (or moved
 * with the arrows) and saved with "Guardar orden" as index + 1; each row opens its offers, edits
 * (product/addproduct/{id}) or deletes after the spec's question; the domain schema gives the
 * form the spec's messages; the bidding configuration one click away.
 */
export const productsResource = defineResource<Product, ProductInput>({
  name: 'products',
  title: 'products.title',
  addLabel: 'products.add',
  schema: productSchema,
  fields: [
    { name: 'name', label: 'products.name' },
    { name: 'by', label: 'products.by' },
    { name: 'description', label: 'products.description', kind: 'richText' },
    { name: 'price', label: 'products.price', kind: 'number' },
    { name: 'start_price', label: 'products.startPrice', kind: 'number' },
    { name: 'currency', label: 'products.currency', kind: 'select', options: CURRENCIES },
    {
      name: 'image',
      label: 'products.image',
      kind: 'custom',
      render: ({ name, scope }) => <ProductImagesInput name={name} scope={scope} />,
    },
  ],
  columns: [],
  initialValues: EMPTY,
  toValues: (product) => ({
    name: product.name,
    by: product.by,
    description: product.description,
    price: product.price,
    start_price: product.start_price,
    currency: product.currency,
    image: product.image.length > 0 ? product.image : [''],
    position: product.position,
  }),
  itemName: (p) => p.name,
  canWrite: (access) => canWriteContent(access, 'products'),
  editing: 'page',
  emptyText: 'products.empty',
  source: productsSource,
  pages: {
    create: 'addproduct',
    edit: 'addproduct',
    subtitle: 'products.intro',
    createTitle: 'products.create',
    editTitle: 'products.edit',
    links: [{ label: 'products.configuration', to: 'configuration' }],
    rowLinks: (product) => [
      { label: 'products.offers', to: `${encodeURIComponent(product._id)}/oferts` },
    ],
    order: {
      label: 'products.order',
      renderItem: (product) => <ProductRow product={product} />,
      savedMessage: 'products.configSaved',
    },
    backLabel: 'products.back',
    deleteText: 'products.confirmDelete',
    deletedMessage: 'products.deleted',
  },
});
