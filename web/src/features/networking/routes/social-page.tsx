import { Container, Text } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { usePublishActiveEvent } from '../../../lib/event/active-event';
import { useEventByLocator } from '../../../lib/event/use-event';
import SocialZone from '../social-zone';

/** /social/{eventId}: the event's chat, attendee list, contacts and meetings together. */
export default function SocialPage() {
  const t = useT();
  const { eventId = '' } = useParams();
  const state = useEventByLocator(eventId ? { by: 'id', id: eventId } : null);
  // The login dialog offers this event's registration (its Register tab is per event).
  usePublishActiveEvent(state.status === 'loaded' ? state.event._id : null);
  if (state.status === 'loading') return <PageLoader />;
  if (state.status !== 'loaded') {
    return (
      <Container maxW="4xl" py="8">
        <Text>{t('landing.notFound')}</Text>
      </Container>
    );
  }
  return (
    <Container maxW="5xl" py="6">
      <SocialZone event={state.event} />
    </Container>
  );
}
