import { Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { isExportableChatMessage, type ChatMessage } from '@aforo/domain';
import { useState } from 'react';
import { DateText } from '../../../components/date-text';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { ddmmyy, downloadSpreadsheet } from '../../../lib/spreadsheet';
import { usePublicChatAdmin } from '../api/chat-export';
import { SocialProviders } from '../social-providers';

/** The table shows the newest this many; Exportar reads the whole chat. */
const SHOWN = 500;

/** chatexport (Gestión de chats, part 2): the public chat's messages, Exportar, Eliminar Chat. */
export default function ChatExportPage() {
  return (
    <SocialProviders>
      <ChatExport />
    </SocialProviders>
  );
}

function ChatExport() {
  const t = useT();
  const { event } = useAdminEvent();
  const { data, readAll, removeAll } = usePublicChatAdmin(event._id, SHOWN);
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const rows = (data ?? []).filter(
    (m) =>
      !needle ||
      m.text.toLowerCase().includes(needle) ||
      (m.name ?? '').toLowerCase().includes(needle),
  );
  const date = (m: ChatMessage) => m.sortByDateAndTime?.toDate() ?? null;
  const exportChat = async () => {
    const all = await readAll();
    await downloadSpreadsheet({
      fileName: `Chat ${event.name} ${ddmmyy()}.xls`,
      sheetName: 'Chat',
      columns: [
        { header: t('chatExport.user') },
        { header: t('chatExport.message'), width: 60 },
        { header: t('chatExport.date') },
      ],
      // Part 2 §9: messages containing 'spam' are left out of the export.
      rows: all.filter(isExportableChatMessage).map((m) => [m.name ?? m.user_id, m.text, date(m)]),
    });
  };
  const removal = useDeleteConfirmation<null>({
    text: t('chatExport.confirm'),
    done: t('chatExport.deleted'),
    confirmLabel: t('chatExport.deleteAll'),
    remove: removeAll,
  });
  return (
    <Stack gap="4" data-testid="chat-export">
      <HStack wrap="wrap">
        <Input
          aria-label={t('chatExport.filter')}
          placeholder={t('chatExport.filter')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          maxW="sm"
        />
        <Button onClick={() => void exportChat()} disabled={(data ?? []).length === 0}>
          {t('chatExport.export')}
        </Button>
        <Button
          colorPalette="red"
          variant="outline"
          onClick={() => removal.ask(null)}
          disabled={(data ?? []).length === 0}
        >
          {t('chatExport.deleteAll')}
        </Button>
      </HStack>
      {data && data.length === 0 ? <Text>{t('chatExport.empty')}</Text> : null}
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('chatExport.user')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('chatExport.message')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('chatExport.date')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((m) => (
            <Table.Row key={m._id} data-testid="chat-export-row">
              <Table.Cell>{m.name ?? m.user_id}</Table.Cell>
              <Table.Cell whiteSpace="pre-wrap">{m.text}</Table.Cell>
              <Table.Cell>
                <DateText value={date(m)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {removal.dialog}
    </Stack>
  );
}
