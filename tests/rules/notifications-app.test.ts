import { describeContentRules } from './content-suite';

// Push messages sent to the app (Comunicaciones): for the event's attendees; written with
// admin_invitations.
describeContentRules({
  kind: 'notifications_app',
  noun: 'push message',
  item: { title: 'Bienvenidos', message: 'El evento empieza a las 9' },
  edit: { message: 'El evento empieza a las 10' },
});
