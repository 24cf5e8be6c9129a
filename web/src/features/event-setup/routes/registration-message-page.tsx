import { DocumentForm } from '../../../components/resource/document-form';
import { registrationMessageForm } from '../resources/registration-message';

export default function RegistrationMessagePage() {
  return <DocumentForm form={registrationMessageForm} />;
}
