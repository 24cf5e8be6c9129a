import { SectionContentPage } from '../components/section-content-page';
import { partnersResource } from '../resources/partners';

export default function PartnersPage() {
  return <SectionContentPage resource={partnersResource} />;
}
