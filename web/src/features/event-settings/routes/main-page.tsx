import { Box, HStack, Stack } from '@chakra-ui/react';
import { DocumentForm } from '../../../components/resource/document-form';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { DuplicateEventButton } from '../components/duplicate-event-dialog';
import { SetupChecklist } from '../components/setup-checklist';
import { mainForm } from '../lib/event-forms';
import { EVENT_FORM_ANCHOR } from '../lib/setup-checklist';

/**
 * /eventadmin/{event}/main: the set-up checklist and "Duplicar evento" over the event's data,
 * saved with PUT /api/events/{id}.
 */
export default function MainPage() {
  const { event } = useAdminEvent();
  return (
    <Stack gap="6">
      <SetupChecklist event={event} />
      <HStack>
        <DuplicateEventButton event={event} />
      </HStack>
      <Box id={EVENT_FORM_ANCHOR} scrollMarginTop="4">
        <DocumentForm form={mainForm} />
      </Box>
    </Stack>
  );
}
