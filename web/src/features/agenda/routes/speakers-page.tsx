import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { ReorderList } from '../../../components/resource/reorder-list';
import { ResourceList } from '../../../components/resource/resource-list';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { canWriteAgenda, speakersSource } from '../resources/agenda';
import { saveSpeakerOrder } from '../api/speakers';
import { speakersResource } from '../resources/speakers';

/**
 * speakers (part 2 "Speakers section"): the list with its form, and the speakers' order, saved on
 * its own; a refused save puts the previous order back (ReorderList).
 */
export default function SpeakersPage() {
  const t = useT();
  const { event, access } = useAdminEvent();
  const data = speakersSource.useData({ eventId: event._id });
  // One array per stored list: ReorderList keeps an unsaved edit while its base is the same.
  const list = data.list.status === 'success' ? data.list.data : null;
  const ordered = useMemo(
    () => [...(list ?? [])].sort((a, b) => a.order - b.order || a.name.localeCompare(b.name)),
    [list],
  );
  return (
    <Stack gap="8">
      <ResourceList resource={speakersResource} />
      {ordered.length > 1 ? (
        <Stack gap="3">
          <Heading as="h2" size="lg">
            {t('speakers.order')}
          </Heading>
          <ReorderList
            items={ordered}
            itemId={(s) => s._id}
            itemLabel={(s) => s.name}
            onSave={(ids) => saveSpeakerOrder(event._id, ids)}
            label={t('speakers.order')}
            disabled={!canWriteAgenda(access)}
            testId="speakers-order"
            failedTitle={t('speakers.orderFailed')}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
