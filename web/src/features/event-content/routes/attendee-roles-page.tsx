import { ResourceList } from '../../../components/resource/resource-list';
import { attendeeRolesResource } from '../resources/attendee-roles';

export default function AttendeeRolesPage() {
  return <ResourceList resource={attendeeRolesResource} />;
}
