import { Box, Stack } from '@chakra-ui/react';
import { DocumentForm } from '../../../components/resource/document-form';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { BadgePrint } from '../components/badge-print';
import { badgeDesignForm } from '../resources/badge-design';

/** badge: the badge layout, then the preview and print of one or many attendees' badges. */
export default function BadgePage() {
  const { event } = useAdminEvent();
  return (
    <Stack gap="8">
      <DocumentForm form={badgeDesignForm} />
      <Box borderTopWidth="1px" />
      <BadgePrint event={event} />
    </Stack>
  );
}
