import { ResourceList } from '../../../components/resource/resource-list';
import { staffResource } from '../resources/staff';

export default function StaffPage() {
  return <ResourceList resource={staffResource} />;
}
