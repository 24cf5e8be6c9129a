import { Box, Stack } from '@chakra-ui/react';
import { DocumentForm } from '../../../components/resource/document-form';
import { ResourceList } from '../../../components/resource/resource-list';
import { stagesForm } from '../resources/stages-form';
import { ticketsResource } from '../resources/tickets';

/** ticketsEvent: the ticket types the landing offers, and the stages that group them. */
export default function TicketsEventPage() {
  return (
    <Stack gap="8">
      <ResourceList resource={ticketsResource} />
      <Box borderTopWidth="1px" pt="6">
        <DocumentForm form={stagesForm} />
      </Box>
    </Stack>
  );
}
