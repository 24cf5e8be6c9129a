import { ResourceList } from '../../../components/resource/resource-list';
import { spacesResource } from '../resources/spaces';

export default function SpacesPage() {
  return <ResourceList resource={spacesResource} />;
}
