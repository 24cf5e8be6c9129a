import { SectionContentPage } from '../components/section-content-page';
import { videosResource } from '../resources/videos';

export default function VideosPage() {
  return <SectionContentPage resource={videosResource} />;
}
