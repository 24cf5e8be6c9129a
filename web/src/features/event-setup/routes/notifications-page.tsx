import { DocumentForm } from '../../../components/resource/document-form';
import { notificationSettingsForm } from '../resources/app-settings';

export default function NotificationsPage() {
  return <DocumentForm form={notificationSettingsForm} />;
}
