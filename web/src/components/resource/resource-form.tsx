import { Button, HStack, Stack, Table } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import type { KeyboardEvent, ReactNode } from 'react';
import type { ObjectSchema } from 'yup';
import { useT } from '../../i18n/use-t';
import type { ResourceDefinition } from '../../lib/resources/resource';
import { AppDialog } from '../app-dialog';
import { ResourceFieldInput } from './field-input';
import type { FormScope } from '../../lib/resources/resource';
import { FormFailure, isKeptOnFailure } from './form-failure';

export type SubmitValues<I> = (values: I, helpers: FormikHelpers<I>) => Promise<void>;

interface FormProps<T extends { _id: string }, I extends object> {
  resource: ResourceDefinition<T, I>;
  /** The row being edited; undefined for a new one. */
  item: T | undefined;
  onSubmit: SubmitValues<I>;
  onCancel: () => void;
  scope: FormScope;
  /** Why the last save failed while the form keeps the values (a network error); null if not. */
  failure: unknown;
}

/**
 * Marks the label of a field the domain schema requires: a required value, or a list that must
 * hold at least one item (an empty list passes `required`, so its `min` is what refuses it).
 */
export function isRequired(schema: Pick<ObjectSchema<object>, 'describe'>, name: string): boolean {
  const field = schema.describe().fields[name];
  if (field === undefined) return false;
  if ('optional' in field && field.optional === false) return true;
  return (
    field.type === 'array' &&
    'tests' in field &&
    field.tests.some((test) => test.name === 'min' && Number(test.params?.min) >= 1)
  );
}

/** The Formik both layouts share: values from the row or the defaults, the domain schema. */
function ResourceFormik<T extends { _id: string }, I extends object>({
  resource,
  item,
  onSubmit,
  children,
}: Pick<FormProps<T, I>, 'resource' | 'item' | 'onSubmit'> & {
  children: (formik: FormikProps<I>) => ReactNode;
}) {
  return (
    <Formik<I>
      initialValues={item ? resource.toValues(item) : resource.initialValues}
      validationSchema={resource.schema}
      onSubmit={onSubmit}
    >
      {children}
    </Formik>
  );
}

/**
 * Create and edit share one form (STYLE.md), shown inside the table row. Enter saves and Escape
 * cancels, as in a spreadsheet.
 */
export function InlineResourceForm<T extends { _id: string }, I extends object>({
  resource,
  item,
  onSubmit,
  onCancel,
  scope,
  failure,
}: FormProps<T, I>) {
  const t = useT();
  return (
    <ResourceFormik resource={resource} item={item} onSubmit={onSubmit}>
      {(formik) => {
        const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void formik.submitForm();
          } else if (e.key === 'Escape') onCancel();
        };
        return (
          <Table.Row data-testid={`${resource.name}-form-row`}>
            {resource.columns.map((column, index) => {
              const field = resource.fields.find((f) => f.name === column.field);
              return (
                <Table.Cell key={column.key} verticalAlign="top">
                  {field ? (
                    <ResourceFieldInput
                      field={field}
                      scope={scope}
                      required={isRequired(resource.schema, field.name)}
                      inline
                      autoFocus={index === 0}
                      onKeyDown={onKeyDown}
                    />
                  ) : item ? (
                    column.cell(item)
                  ) : null}
                </Table.Cell>
              );
            })}
            <Table.Cell verticalAlign="top">
              {isKeptOnFailure(failure) ? <FormFailure error={failure} compact /> : null}
              <HStack gap="2">
                <Button
                  size="sm"
                  colorPalette="blue"
                  loading={formik.isSubmitting}
                  onClick={() => void formik.submitForm()}
                >
                  {t('common.save')}
                </Button>
                <Button size="sm" variant="outline" onClick={onCancel}>
                  {t('common.cancel')}
                </Button>
              </HStack>
            </Table.Cell>
          </Table.Row>
        );
      }}
    </ResourceFormik>
  );
}

/** The same form in a dialog, for resources with more fields than a row holds. */
export function DialogResourceForm<T extends { _id: string }, I extends object>({
  resource,
  item,
  onSubmit,
  onCancel,
  scope,
  failure,
}: FormProps<T, I>) {
  const t = useT();
  return (
    <AppDialog open onClose={onCancel} title={t(item ? 'common.edit' : resource.addLabel)}>
      <ResourceFormik resource={resource} item={item} onSubmit={onSubmit}>
        {(formik) => (
          <Form noValidate data-testid={`${resource.name}-form`}>
            <Stack gap="4">
              {resource.fields.map((field, index) => (
                <ResourceFieldInput
                  key={field.name}
                  field={field}
                  scope={scope}
                  required={isRequired(resource.schema, field.name)}
                  autoFocus={index === 0}
                />
              ))}
              {item && resource.editExtra ? resource.editExtra(item) : null}
              {isKeptOnFailure(failure) ? <FormFailure error={failure} /> : null}
              <HStack justify="end">
                <Button variant="outline" onClick={onCancel}>
                  {t('common.cancel')}
                </Button>
                <Button type="submit" colorPalette="blue" loading={formik.isSubmitting}>
                  {t('common.save')}
                </Button>
              </HStack>
            </Stack>
          </Form>
        )}
      </ResourceFormik>
    </AppDialog>
  );
}
