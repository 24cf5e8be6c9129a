import {
  isDeletableField,
  type AttendeeField,
  type AttendeeFieldInput,
  type FieldCondition,
} from '@aforo/domain';
import { Badge, Button, Flex, Heading, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { useState, type ReactNode } from 'react';
import { useErrorModal } from '../../../components/error-modal';
import { DataTable } from '../../../components/resource/data-table';
import { RowActions } from '../../../components/resource/row-actions';
import { useDeleteConfirmation } from '../../../components/resource/use-delete-confirmation';
import type { MessageKey } from '../../../i18n/es';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import type { FormScope } from '../../../lib/resources/resource';
import { handleSubmitError } from '../../../lib/resources/server-errors';
import { useReorder } from '../lib/reorder';
import { FieldConditionsEditor } from './field-conditions-editor';
import { FieldDialog } from './field-dialog';
import { OrderButtons } from './order-buttons';

/** The list API addresses a field by its _id, or by its name when it has none (the seed's). */
export const fieldIdOf = (field: AttendeeField) => field._id ?? field.name;

/**
 * Whose field list the editor works on: the event's registration fields (Recopilación de datos)
 * or an organization's member fields (Configuración miembros), with the same field kinds.
 */
export interface FieldsTarget {
  title: string;
  testId: string;
  fields: AttendeeField[];
  canWrite: boolean;
  scope: FormScope;
  /** Creates (id null) or edits one field. */
  save: (id: string | null, values: AttendeeFieldInput) => Promise<void>;
  remove: (id: string) => Promise<void>;
  /** Stores the list in this order. */
  saveOrder: (fields: AttendeeField[]) => Promise<void>;
  /** The Campos Relacionados tab, for a target with field conditions (the event's). */
  conditions?: {
    list: FieldCondition[];
    save: (next: FieldCondition[]) => Promise<void>;
  };
}

/**
 * A field list in a draggable table with Agregar dato and Guardar orden de Datos, each field edited
 * in the field dialog; with conditions, the Campos Relacionados tab too. `fields` is the stored
 * list: the target re-reads it after each write (the event live, an organization by its API).
 */
export function FieldsEditor({ target }: { target: FieldsTarget }) {
  const t = useT();
  const showError = useErrorModal();
  const { canWrite, fields, scope } = target;
  const order = useReorder(fields, fieldIdOf);
  const [editing, setEditing] = useState<{ field: AttendeeField | undefined } | null>(null);
  const [savingOrder, setSavingOrder] = useState(false);

  async function save(values: AttendeeFieldInput, helpers: FormikHelpers<AttendeeFieldInput>) {
    const stored = editing?.field;
    try {
      await target.save(stored ? fieldIdOf(stored) : null, values);
      notify(t(stored ? 'eventSetup.fields.edited' : 'eventSetup.fields.created'));
      setEditing(null);
    } catch (error) {
      handleSubmitError(error, helpers, showError);
    }
  }

  async function saveOrder() {
    setSavingOrder(true);
    try {
      await target.saveOrder(order.items.map((field, index) => ({ ...field, index })));
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
    remove: (field) => target.remove(fieldIdOf(field)),
  });

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

  const general: ReactNode = (
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
        label={target.title}
        headers={headers}
        empty={order.items.length === 0}
        testId="fields-table"
      >
        {order.items.map((field, index) => (
          <Table.Row
            key={fieldIdOf(field)}
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
                {...(isDeletableField(field.name) ? { onDelete: () => deletion.ask(field) } : {})}
              />
            ) : null}
          </Table.Row>
        ))}
      </DataTable>
    </Stack>
  );

  return (
    <Stack gap="5" data-testid={target.testId}>
      <Heading as="h1" size="2xl">
        {target.title}
      </Heading>
      {target.conditions ? (
        <Tabs.Root defaultValue="general" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="general">{t('eventSetup.fields.tabGeneral')}</Tabs.Trigger>
            <Tabs.Trigger value="conditions">{t('eventSetup.fields.tabConditions')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="general">{general}</Tabs.Content>
          <Tabs.Content value="conditions">
            <FieldConditionsEditor
              fields={fields}
              conditions={target.conditions.list}
              canWrite={canWrite}
              scope={scope}
              onSave={target.conditions.save}
            />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        general
      )}
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
