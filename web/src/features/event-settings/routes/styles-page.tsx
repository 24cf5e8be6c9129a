import { DocumentForm } from '../../../components/resource/document-form';
import { LandingPreview } from '../components/landing-preview';
import { stylesForm } from '../lib/event-forms';

/** The preview rides on the show_banner field: the engine renders custom fields in place. */
const form = stylesForm({
  name: 'show_banner',
  label: 'eventSettings.preview',
  kind: 'custom',
  render: ({ name }) => <LandingPreview name={name} />,
});

/** /eventadmin/{event}/styles: the event's appearance with a live preview of its landing. */
export default function StylesPage() {
  return <DocumentForm form={form} />;
}
