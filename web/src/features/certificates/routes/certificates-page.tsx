import { ResourceList } from '../../../components/resource/resource-list';
import { certificatesResource } from '../resources/certificates';

export default function CertificatesPage() {
  return <ResourceList resource={certificatesResource} />;
}
