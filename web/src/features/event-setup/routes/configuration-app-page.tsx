import { DocumentForm } from '../../../components/resource/document-form';
import { appSettingsForm } from '../resources/app-settings';

export default function ConfigurationAppPage() {
  return <DocumentForm form={appSettingsForm} />;
}
