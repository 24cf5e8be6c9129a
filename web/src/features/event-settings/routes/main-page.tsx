import { DocumentForm } from '../../../components/resource/document-form';
import { mainForm } from '../lib/event-forms';

/** /eventadmin/{event}/main: the event's data, saved with PUT /api/events/{id}. */
export default function MainPage() {
  return <DocumentForm form={mainForm} />;
}
