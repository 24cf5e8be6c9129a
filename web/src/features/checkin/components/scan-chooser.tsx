import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { AppDialog } from '../../../components/app-dialog';
import { useT } from '../../../i18n/use-t';

/** One person a scanned code matched, as the door shows it. */
export interface ScanCandidate {
  id: string;
  name: string;
  document: string;
  role: string;
  /** The check-in time as the table shows it, or null when not checked in. */
  checkedInAt: string | null;
}

/**
 * Several people matched one scanned document number (a unique field that old data holds twice):
 * staff see who they are and choose whom to check in. Nobody is checked in until they choose.
 */
export function ScanChooser({
  code,
  candidates,
  onPick,
  onCancel,
}: {
  code: string;
  candidates: readonly ScanCandidate[];
  onPick: (id: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <AppDialog
      open
      onClose={onCancel}
      title={t('scanChooser.title')}
      size="lg"
      testId="scan-chooser"
      footer={
        <Button variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{t('scanChooser.intro', { code, count: candidates.length })}</Text>
        <Table.ScrollArea borderWidth="1px" borderRadius="md">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('scanChooser.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('scanChooser.document')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('scanChooser.role')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('scanChooser.status')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('scanChooser.action')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {candidates.map((person) => (
                <Table.Row key={person.id} data-testid={`scan-candidate-${person.id}`}>
                  <Table.Cell fontWeight="semibold">{person.name}</Table.Cell>
                  <Table.Cell>{person.document}</Table.Cell>
                  <Table.Cell>{person.role}</Table.Cell>
                  <Table.Cell color={person.checkedInAt === null ? undefined : 'green.700'}>
                    {person.checkedInAt === null
                      ? t('scanChooser.notChecked')
                      : t('scanChooser.checkedAt', { time: person.checkedInAt })}
                  </Table.Cell>
                  <Table.Cell>
                    <Button
                      size="xs"
                      colorPalette="blue"
                      aria-label={t('scanChooser.pickLabel', { name: person.name })}
                      onClick={() => onPick(person.id)}
                    >
                      {t('scanChooser.pick')}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Stack>
    </AppDialog>
  );
}
