import {
  MARKUP_SECTIONS,
  MENU_PERMISSIONS,
  allowRegisterFor,
  itemsMenuOf,
  type MenuPermission,
  type MenuSection,
} from '@aforo/domain';
import {
  Alert,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  Link,
  NativeSelect,
  Stack,
  Table,
} from '@chakra-ui/react';
import { Formik, getIn, useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AppDialog, CancelButton } from '../../../components/app-dialog';
import { DataTable } from '../../../components/resource/data-table';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import type { CustomFieldProps } from '../../../lib/resources/resource';
import { moveItem } from '../../../lib/resources/field-values';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { useRowDrag } from '../lib/reorder';
import { OrderButtons } from './order-buttons';
import { FieldErrorText } from '../../../components/field-error-text';

/** Sections whose content is a list kept apart, edited on its own screen under menuLanding. */
const CONTENT_SCREENS: Partial<Record<MenuSection['section'], string>> = {
  videos: 'videos',
  partners: 'partners',
};

/** The rich text of an informative section, edited in a dialog with the engine's richText input. */
function MarkupDialog({
  section,
  markup,
  scope,
  onAccept,
  onClose,
}: {
  section: string;
  markup: string;
  scope: CustomFieldProps['scope'];
  onAccept: (markup: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <AppDialog
      open
      size="lg"
      onClose={onClose}
      title={t('eventSetup.menu.editMarkup', { section })}
    >
      <Formik initialValues={{ markup }} onSubmit={(values) => onAccept(values.markup)}>
        {(formik) => (
          <Stack gap="4">
            <ResourceFieldInput
              field={{ name: 'markup', label: 'eventSetup.menu.markup', kind: 'richText' }}
              scope={scope}
              required={false}
              autoFocus
            />
            <HStack justify="end">
              <CancelButton onClick={onClose} />
              <Button colorPalette="blue" onClick={() => void formik.submitForm()}>
                {t('common.accept')}
              </Button>
            </HStack>
          </Stack>
        )}
      </Formik>
    </AppDialog>
  );
}

/**
 * The menu sections as a table: drag a row (or use its arrows) to order, tick to enable, then
 * name and permission. A disabled section keeps its values but cannot be edited (part 2 §4).
 */
export function MenuSectionsInput({ name, label, scope }: CustomFieldProps) {
  const t = useT();
  const [field, , helpers] = useField<MenuSection[]>(name);
  const { errors, touched } = useFormikContext<Record<string, unknown>>();
  // A custom field is not told the form is read-only: who may save is the form's canWrite.
  const readOnly = !useAdminEvent().access.isEventAdmin;
  const rows = field.value;
  const [markupOf, setMarkupOf] = useState<number | null>(null);

  const set = (next: MenuSection[]) => void helpers.setValue(next);
  const change = (index: number, patch: Partial<MenuSection>) =>
    set(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const move = (from: number, to: number) => set(moveItem(rows, from, to));
  const dragProps = useRowDrag(move);

  const registerOpen = allowRegisterFor(itemsMenuOf(rows));
  const headers = [
    { key: 'order', label: t('eventSetup.fields.order') },
    { key: 'enabled', label: t('eventSetup.menu.enabled') },
    { key: 'section', label: t('eventSetup.menu.section') },
    { key: 'name', label: t('eventSetup.menu.name') },
    { key: 'permission', label: t('eventSetup.menu.permission') },
    { key: 'markup', label: t('eventSetup.menu.markup') },
  ];
  const edited = markupOf === null ? undefined : rows[markupOf];
  return (
    <Stack gap="4">
      <Alert.Root status={registerOpen ? 'success' : 'info'} data-testid="menu-allow-register">
        <Alert.Indicator />
        <Alert.Title>
          {t(registerOpen ? 'eventSetup.menu.registerOpen' : 'eventSetup.menu.registerClosed')}
        </Alert.Title>
      </Alert.Root>
      <DataTable label={label} headers={headers} empty={false} testId="menu-sections-table">
        {rows.map((row, index) => {
          const sectionName = t(`defaults.section.${row.section}`);
          const locked = readOnly || !row.checked;
          const nameError = getIn(touched, `${name}.${index}.name`)
            ? (getIn(errors, `${name}.${index}.name`) as string | undefined)
            : undefined;
          return (
            <Table.Row
              key={row.section}
              data-testid={`menu-row-${row.section}`}
              {...dragProps(index, !locked)}
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
                  disabled={readOnly}
                  onCheckedChange={(e) => change(index, { checked: e.checked === true })}
                >
                  <Checkbox.HiddenInput
                    aria-label={t('eventSetup.menu.enable', { section: sectionName })}
                  />
                  <Checkbox.Control />
                </Checkbox.Root>
              </Table.Cell>
              <Table.Cell>{sectionName}</Table.Cell>
              <Table.Cell>
                <Field.Root invalid={nameError !== undefined} disabled={locked}>
                  <Input
                    size="sm"
                    aria-label={t('eventSetup.menu.nameOf', { section: sectionName })}
                    value={row.name}
                    onChange={(e) => change(index, { name: e.target.value })}
                  />
                  <FieldErrorText message={nameError} />
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
                {CONTENT_SCREENS[row.section] ? (
                  <Link asChild fontSize="sm" data-testid={`menu-content-${row.section}`}>
                    <RouterLink
                      to={CONTENT_SCREENS[row.section] ?? ''}
                      // The visible text starts the name (axe: label-content-name-mismatch).
                      aria-label={t('eventSetup.menu.manageContentOf', { section: sectionName })}
                    >
                      {t('eventSetup.menu.manageContent')}
                    </RouterLink>
                  </Link>
                ) : MARKUP_SECTIONS.includes(row.section) ? (
                  <Button
                    size="xs"
                    variant="outline"
                    disabled={locked}
                    aria-label={t('eventSetup.menu.editMarkup', { section: sectionName })}
                    onClick={() => setMarkupOf(index)}
                  >
                    {t('common.edit')}
                  </Button>
                ) : null}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </DataTable>
      {edited !== undefined && markupOf !== null ? (
        <MarkupDialog
          section={t(`defaults.section.${edited.section}`)}
          markup={edited.markup ?? ''}
          scope={scope}
          onClose={() => setMarkupOf(null)}
          onAccept={(markup) => {
            change(markupOf, { markup });
            setMarkupOf(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
