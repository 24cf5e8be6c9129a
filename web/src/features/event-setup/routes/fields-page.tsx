import {
  isDeletableField,
  type AttendeeField,
  type AttendeeFieldInput,
  type FieldCondition,
} from '@aforo/domain';
import { Badge, Button, Flex, Heading, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useErrorModal } from '../../../components/error-modal';
import { DataTable } from '../../../components/resource/data-table';
import { useT } from '../../../i18n/use-t';
import type { MessageKey } from '../../../i18n/es';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { notify } from '../../../lib/notify';
import { eventTimeZone } from '../../../lib/resources/field-values';
import type { FormScope } from '../../../lib/resources/resource';
import { handleSubmitError } from '../../../lib/resources/server-errors';
import { deleteField, saveField, updateEvent } from '../api/event-setup-api';
import { FieldConditionsEditor } from '../components/field-conditions-editor';
import { FieldDialog } from '../components/field-dialog';
import { OrderButtons } from '../components/order-buttons';
import { useReorder } from '../lib/reorder';
import { RowActions } from '../../../components/resource/row-actions';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';

/** The list API addresses a field by its _id, or by its name when it has none (the seed's). */
const idOf = (field: AttendeeField) => field._id ?? field.name;

/**
 * Recopilación de datos (part 2 §2): the event's attendee fields in a draggable table with Agregar
 * dato and Guardar orden de Datos, and the Campos Relacionados tab for fields_conditions. The
 * fields come live from the event the admin shell follows, so every save shows as soon as the API
 * has written it.
 */
export default function FieldsPage() {
  const t = useT();
  const { event, access } = useAdminEvent();
  const showError = useErrorModal();
  const canWrite = access.isEventAdmin;
  const fields = event.user_properties;
  const order = useReorder(fields, idOf);
  const [editing, setEditing] = useState<{ field: AttendeeField | undefined } | null>(null);
  const [savingOrder, setSavingOrder] = useState(false);
  const scope = useMemo<FormScope>(
    () => ({ eventId: event._id, timeZone: eventTimeZone(event) }),
    [event],
  );

  async function save(values: AttendeeFieldInput, helpers: FormikHelpers<AttendeeFieldInput>) {
    const stored = editing?.field;
    try {
      await saveField(event._id, stored ? idOf(stored) : null, values);
      notify(t(stored ? 'eventSetup.fields.edited' : 'eventSetup.fields.created'));
      setEditing(null);
    } catch (error) {
      handleSubmitError(error, helpers, showError);
    }
  }

  async function saveOrder() {
    setSavingOrder(true);
    try {
      await updateEvent(event._id, {
        user_properties: order.items.map((field, index) => ({ ...field, index })),
      });
      notify(t('eventSetup.fields.orderSaved'));
      order.reset();
    } catch (error) {
      // The stored order comes back: the table never shows an order the server refused.
      order.reset();
      notify(t('eventSetup.fields.orderFailed'), { type: 'error' });
      showError(error);
    } finally {
      setSavingOrder(false);
    }
  }

  const deletion = useDeleteConfirmation<AttendeeField>({
    text: t('eventSetup.fields.deleteConfirm'),
    done: t('eventSetup.fields.deleted'),
    remove: (field) => deleteField(event._id, idOf(field)),
  });

  const saveConditions = (next: FieldCondition[]) =>
    updateEvent(event._id, { fields_conditions: next });

  const yesNo = (value: boolean | undefined) =>
    t(value === true ? 'eventSetup.fields.yes' : 'eventSetup.fields.no');
  const headers = [
    ...(canWrite ? [{ key: 'order', label: t('eventSetup.fields.order') }] : []),
    { key: 'label', label: t('eventSetup.fields.label') },
    { key: 'name', label: t('eventSetup.fields.name') },
    { key: 'type', label: t('eventSetup.fields.type') },
    { key: 'mandatory', label: t('eventSetup.fields.mandatory') },
    { key: 'contacts', label: t('eventSetup.fields.visibleByContacts') },
    { key: 'admin', label: t('eventSetup.fields.visibleByAdmin') },
    ...(canWrite ? [{ key: 'actions', label: t('common.actions') }] : []),
  ];

  return (
    <Stack gap="5" data-testid="fields-page">
      <Heading as="h1" size="2xl">
        {t('eventSetup.fields.title')}
      </Heading>
      <Tabs.Root defaultValue="general" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="general">{t('eventSetup.fields.tabGeneral')}</Tabs.Trigger>
          <Tabs.Trigger value="conditions">{t('eventSetup.fields.tabConditions')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="general">
          <Stack gap="4">
            {canWrite ? (
              <Flex justify="end" gap="3" wrap="wrap" align="center">
                {order.dirty ? (
                  <Text color="fg.muted" role="status">
                    {t('eventSetup.fields.orderPending')}
                  </Text>
                ) : null}
                <Button
                  variant="outline"
                  onClick={() => void saveOrder()}
                  loading={savingOrder}
                  disabled={!order.dirty}
                >
                  {t('eventSetup.fields.saveOrder')}
                </Button>
                <Button colorPalette="blue" onClick={() => setEditing({ field: undefined })}>
                  {t('eventSetup.fields.add')}
                </Button>
              </Flex>
            ) : null}
            <DataTable
              label={t('eventSetup.fields.title')}
              headers={headers}
              empty={order.items.length === 0}
              testId="fields-table"
            >
              {order.items.map((field, index) => (
                <Table.Row
                  key={idOf(field)}
                  data-testid={`field-row-${field.name}`}
                  {...(canWrite ? order.rowProps(index) : {})}
                >
                  {canWrite ? (
                    <Table.Cell>
                      <OrderButtons
                        label={field.label}
                        index={index}
                        count={order.items.length}
                        onMove={order.move}
                      />
                    </Table.Cell>
                  ) : null}
                  <Table.Cell>
                    <HStack gap="2">
                      <span>{field.label}</span>
                      {isDeletableField(field.name) ? null : (
                        <Badge size="sm">{t('eventSetup.fields.fixed')}</Badge>
                      )}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{field.name}</Table.Cell>
                  <Table.Cell>{t(`eventSetup.fieldType.${field.type}` as MessageKey)}</Table.Cell>
                  <Table.Cell>{yesNo(field.mandatory)}</Table.Cell>
                  <Table.Cell>{yesNo(field.visibleByContacts)}</Table.Cell>
                  <Table.Cell>{yesNo(field.visibleByAdmin)}</Table.Cell>
                  {canWrite ? (
                    <RowActions
                      name={field.label}
                      onEdit={() => setEditing({ field })}
                      {...(isDeletableField(field.name)
                        ? { onDelete: () => deletion.ask(field) }
                        : {})}
                    />
                  ) : null}
                </Table.Row>
              ))}
            </DataTable>
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="conditions">
          <FieldConditionsEditor
            fields={fields}
            conditions={event.fields_conditions ?? []}
            canWrite={canWrite}
            scope={scope}
            onSave={saveConditions}
          />
        </Tabs.Content>
      </Tabs.Root>
      {editing ? (
        <FieldDialog
          field={editing.field}
          scope={scope}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      {deletion.dialog}
    </Stack>
  );
}
