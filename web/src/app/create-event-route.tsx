import CreateEventPage from '../features/event-settings/routes/create-event-page';
import { MoreMessages } from '../i18n/more-messages';
import { adminFeatureMessages } from './admin-messages';

/** /create-event is an admin screen outside the admin area: it brings the admin's messages. */
export default function CreateEventRoute() {
  return (
    <MoreMessages messages={adminFeatureMessages}>
      <CreateEventPage />
    </MoreMessages>
  );
}
