import { ResourceRoutes } from '../../../components/resource/resource-routes';
import { productsResource } from '../resources/products';

export default function ProductsPages() {
  return <ResourceRoutes resource={productsResource} />;
}
