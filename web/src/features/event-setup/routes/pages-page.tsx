import { ResourceList } from '../../../components/resource/resource-list';
import { pagesResource } from '../resources/pages';

export default function PagesPage() {
  return <ResourceList resource={pagesResource} />;
}
