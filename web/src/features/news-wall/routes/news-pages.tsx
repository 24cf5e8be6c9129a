import { ResourceRoutes } from '../../../components/resource/resource-routes';
import { newsResource } from '../resources/news';

export default function NewsPages() {
  return <ResourceRoutes resource={newsResource} />;
}
