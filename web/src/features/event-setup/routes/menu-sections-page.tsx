import {
  INFORMATIVE_SECTIONS,
  MENU_PERMISSIONS,
  MENU_SECTION_DEFAULT_NAMES,
  allowRegisterFor,
  itemsMenuOf,
  itemsMenuSchema,
  menuSectionsOf,
  type MenuPermission,
  type MenuSection,
} from '@aforo/domain';
import {
  Alert,
  Button,
  Checkbox,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog, CancelButton } from '../../../components/app-dialog';
import { useErrorModal } from '../../../components/error-modal';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import { ApiRequestError } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { updateEvent } from '../api/event-setup-api';
import { OrderButtons } from '../components/order-buttons';
import { RichTextEditor } from '../components/rich-text-editor';
import { moveItem } from '../lib/reorder';

/**
 * Habilitar secciones del evento (part 2 §2 "Menu sections", route menuLanding): the 23 sections of
 * the landing's menu, each enabled or not, in order, with its name and permission ('public' or
 * 'assistants'), and markup for the informative ones. Name, permission and position change only
 * while a section is enabled (part 2 §4). Saved whole as itemsMenu with PUT /api/events/{id};
 * the API derives allow_register from the tickets section.
 */
export default function MenuSectionsPage() {
  const t = useT();
  const { event, access } = useAdminEvent();
  const showError = useErrorModal();
  const canWrite = access.isEventAdmin;
  const [rows, setRows] = useState<MenuSection[]>(() => menuSectionsOf(event.itemsMenu));
  const [markupOf, setMarkupOf] = useState<number | null>(null);
  const [markupDraft, setMarkupDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [offline, setOffline] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);

  const change = (index: number, patch: Partial<MenuSection>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (from: number, to: number) => setRows((current) => moveItem(current, from, to));
  const missingName = (row: MenuSection) => row.checked && row.name.trim() === '';

  async function save() {
    setOffline(false);
    if (rows.some(missingName)) return;
    setSaving(true);
    try {
      const itemsMenu = await itemsMenuSchema.validate(itemsMenuOf(rows), { stripUnknown: true });
      await updateEvent(event._id, { itemsMenu });
      notify(t('eventSetup.menu.saved'));
    } catch (error) {
      // The screen keeps what the organizer changed; only the message differs.
      if (error instanceof ApiRequestError && error.status === 700) setOffline(true);
      else showError(error);
    } finally {
      setSaving(false);
    }
  }

  const headers = [
    { key: 'order', label: t('eventSetup.fields.order') },
    { key: 'enabled', label: t('eventSetup.menu.enabled') },
    { key: 'section', label: t('eventSetup.menu.section') },
    { key: 'name', label: t('eventSetup.menu.name') },
    { key: 'permission', label: t('eventSetup.menu.permission') },
    { key: 'markup', label: t('eventSetup.menu.markup') },
  ];
  const registerOpen = allowRegisterFor(itemsMenuOf(rows));
  return (
    <Stack gap="5" data-testid="menu-sections-page">
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          {t('eventSetup.menu.title')}
        </Heading>
        {canWrite ? (
          <Button colorPalette="blue" loading={saving} onClick={() => void save()}>
            {t('eventSetup.menu.save')}
          </Button>
        ) : null}
      </Flex>
      <Text color="fg.muted">{t('eventSetup.menu.intro')}</Text>
      <Alert.Root status={registerOpen ? 'success' : 'info'} data-testid="menu-allow-register">
        <Alert.Indicator />
        <Alert.Title>
          {t(registerOpen ? 'eventSetup.menu.registerOpen' : 'eventSetup.menu.registerClosed')}
        </Alert.Title>
      </Alert.Root>
      {offline ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('eventSetup.common.unsavedNetwork')}</Alert.Title>
        </Alert.Root>
      ) : null}
      <DataTable
        label={t('eventSetup.menu.title')}
        headers={headers}
        empty={false}
        testId="menu-sections-table"
      >
        {rows.map((row, index) => {
          const sectionName = MENU_SECTION_DEFAULT_NAMES[row.section];
          const locked = !canWrite || !row.checked;
          return (
            <Table.Row
              key={row.section}
              data-testid={`menu-row-${row.section}`}
              draggable={!locked}
              onDragStart={(e) => {
                e.dataTransfer.setData('text/plain', row.section);
                setDragged(index);
              }}
              onDragOver={(e) => {
                if (dragged !== null) e.preventDefault();
              }}
              onDrop={(e) => {
                e.preventDefault();
                if (dragged !== null && dragged !== index) move(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <Table.Cell>
                <OrderButtons
                  label={row.name || sectionName}
                  index={index}
                  count={rows.length}
                  onMove={move}
                  disabled={locked}
                />
              </Table.Cell>
              <Table.Cell>
                <Checkbox.Root
                  checked={row.checked}
                  disabled={!canWrite}
                  onCheckedChange={(e) => change(index, { checked: e.checked === true })}
                >
                  <Checkbox.HiddenInput
                    aria-label={t('eventSetup.menu.enable', { section: sectionName })}
                  />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell>
                <Text>{sectionName}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {row.section}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <Field.Root invalid={missingName(row)} disabled={locked}>
                  <Input
                    size="sm"
                    aria-label={t('eventSetup.menu.nameOf', { section: sectionName })}
                    value={row.name}
                    onChange={(e) => change(index, { name: e.target.value })}
                  />
                  <Field.ErrorText>{t('eventSetup.menu.nameRequired')}</Field.ErrorText>
                </Field.Root>
              </Table.Cell>
              <Table.Cell>
                <NativeSelect.Root size="sm" disabled={locked}>
                  <NativeSelect.Field
                    aria-label={t('eventSetup.menu.permissionOf', { section: sectionName })}
                    value={row.permissions}
                    onChange={(e) =>
                      change(index, { permissions: e.target.value as MenuPermission })
                    }
                  >
                    {MENU_PERMISSIONS.map((permission) => (
                      <option key={permission} value={permission}>
                        {t(`eventSetup.menu.${permission}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Table.Cell>
              <Table.Cell>
                {INFORMATIVE_SECTIONS.includes(row.section) ? (
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={locked}
                    aria-label={t('eventSetup.menu.editMarkup', { section: sectionName })}
                    onClick={() => {
                      setMarkupDraft(row.markup ?? '');
                      setMarkupOf(index);
                    }}
                  >
                    {t('common.edit')}
                  </Button>
                ) : null}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </DataTable>
      {markupOf !== null ? (
        <AppDialog
          open
          size="lg"
          onClose={() => setMarkupOf(null)}
          title={t('eventSetup.menu.markup')}
          footer={
            <HStack>
              <CancelButton onClick={() => setMarkupOf(null)} />
              <Button
                colorPalette="blue"
                onClick={() => {
                  change(markupOf, { markup: markupDraft });
                  setMarkupOf(null);
                }}
              >
                {t('common.accept')}
              </Button>
            </HStack>
          }
        >
          <RichTextEditor
            label={t('eventSetup.menu.markup')}
            value={markupDraft}
            onChange={setMarkupDraft}
          />
        </AppDialog>
      ) : null}
    </Stack>
  );
}
