import { Button, HStack, Stack } from '@chakra-ui/react';
import { canWriteContent, productSchema, type Product, type ProductInput } from '@aforo/domain';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { DocumentForm } from '../../../components/resource/document-form';
import { useT } from '../../../i18n/use-t';
import { defineDocumentForm } from '../../../lib/resources/resource';
import { loadProduct, nextProductPosition, saveProduct } from '../api/products-api';
import { ProductImagesInput } from '../components/product-images-input';
import { useProductLinks } from './product-links';

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

const toValues = (product: Product | null): ProductInput =>
  product
    ? {
        name: product.name,
        by: product.by,
        description: product.description,
        price: product.price,
        start_price: product.start_price,
        currency: product.currency,
        image: product.image.length > 0 ? product.image : [''],
        position: product.position,
      }
    : EMPTY;

/** The product form of one route: creating (no id) or editing the product `productId`. */
function productForm(productId: string | null) {
  return defineDocumentForm<Product | null, ProductInput>({
    name: 'product',
    title: productId ? 'products.edit' : 'products.create',
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
    load: ({ eventId }) =>
      productId ? loadProduct(eventId, productId) : Promise.resolve<Product | null>(null),
    toValues,
    save: ({ eventId }, values) =>
      saveProduct(eventId, productId, values, () => nextProductPosition(eventId)),
    canWrite: (access) => canWriteContent(access, 'products'),
  });
}

/**
 * product/addproduct and product/addproduct/{id} (spec part 3 §2.7, §5.6): create without an id,
 * edit with one; the domain schema gives the spec's messages (name, description up to 10000
 * characters, first image required); after a successful save it goes back
 * to the list.
 */
export default function ProductFormPage() {
  const t = useT();
  const { id } = useParams();
  const links = useProductLinks();
  const navigate = useNavigate();
  // One declaration per product: DocumentForm loads again when `load` changes.
  const form = useMemo(() => productForm(id ?? null), [id]);
  return (
    <Stack gap="4">
      <HStack>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={links.list}>{t('products.back')}</RouterLink>
        </Button>
      </HStack>
      <DocumentForm form={form} onSaved={() => void navigate(links.list)} />
    </Stack>
  );
}
