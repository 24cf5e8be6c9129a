import { ResourceList } from '../../../components/resource/resource-list';
import { faqsResource } from '../resources/faqs';

export default function FalqsPage() {
  return <ResourceList resource={faqsResource} />;
}
