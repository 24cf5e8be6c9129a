import { Box, Checkbox, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { useValidationMessage } from '../../i18n/validation-messages';
import {
  dateTimeToInput,
  inputToDateTime,
  labelText,
  timeZoneText,
} from '../../lib/resources/field-values';
import type {
  FieldOption,
  FormScope,
  ListState,
  OptionsSource,
  ResourceField,
} from '../../lib/resources/resource';
import { FormField } from '../form-field';
import { RichText } from '../rich-text';
import { ReorderItems } from './reorder-list';
import { UploadInput } from './upload-input';
import { FieldErrorText } from '../field-error-text';

export interface FieldInputProps<I> {
  field: ResourceField<I>;
  scope: FormScope;
  required: boolean;
  /** A table cell: no visible label (screen readers keep it). */
  inline?: boolean;
  autoFocus?: boolean;
  /** The whole form is read-only (the user may not write). */
  readOnly?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The one renderer of a declared field, shared by the list's create/edit form (inline or in a
 * dialog) and the single-document form: each kind of resource.ts maps to its input here.
 */
export function ResourceFieldInput<I>({
  field,
  scope,
  required,
  inline = false,
  autoFocus = false,
  readOnly = false,
  onKeyDown,
}: FieldInputProps<I>) {
  const t = useT();
  const label = t(field.label);
  const help = field.help ? t(field.help) : undefined;
  const locked = readOnly || field.readOnly === true;
  const common = { name: field.name, label, required, help, readOnly: locked };
  switch (field.kind) {
    case undefined:
    case 'text':
    case 'textarea':
    case 'number':
    case 'color':
    case 'date':
    case 'boolean':
    case 'checkbox':
      return (
        <FormField
          {...common}
          kind={field.kind ?? 'text'}
          inline={inline}
          autoFocus={autoFocus}
          onKeyDown={onKeyDown}
        />
      );
    case 'richText':
      return <RichTextInput {...common} autoFocus={autoFocus} />;
    case 'dateTime':
      return (
        <DateTimeInput
          {...common}
          storage={field.storage ?? 'text'}
          timeZone={scope.timeZone}
          inline={inline}
          autoFocus={autoFocus}
          onKeyDown={onKeyDown}
        />
      );
    case 'select':
      return (
        <SelectInput
          {...common}
          options={field.options}
          scope={scope}
          inline={inline}
          autoFocus={autoFocus}
        />
      );
    case 'relation':
      return field.multiple ? (
        <MultiSelectInput {...common} options={field.relation} scope={scope} />
      ) : (
        <SelectInput
          {...common}
          options={field.relation}
          scope={scope}
          inline={inline}
          autoFocus={autoFocus}
        />
      );
    case 'multiSelect':
      return <MultiSelectInput {...common} options={field.options} scope={scope} />;
    case 'image':
    case 'file':
      return <UploadInput {...common} kind={field.kind} rule={field.upload} scope={scope} />;
    case 'reorder':
      return <ReorderInput {...common} itemId={field.itemId} itemLabel={field.itemLabel} />;
    case 'custom':
      return (
        <>
          {field.render({ name: field.name, label, required, scope, autoFocus, readOnly: locked })}
        </>
      );
  }
}

interface CommonProps {
  name: string;
  label: string;
  required: boolean;
  help?: string;
  readOnly: boolean;
}

/** The label, help and error frame the inputs below share with FormField. */
function Frame({
  name,
  label,
  required,
  help,
  readOnly,
  inline = false,
  children,
}: CommonProps & { inline?: boolean; children: ReactNode }) {
  const [, meta] = useField<unknown>(name);
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Field.Root invalid={error !== undefined} required={required} readOnly={readOnly}>
      {inline ? null : (
        <Field.Label>
          {label}
          {required ? <Field.RequiredIndicator /> : null}
        </Field.Label>
      )}
      {children}
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      <FieldErrorText message={error} />
    </Field.Root>
  );
}

/**
 * The frame of a field made of several controls (checkboxes, a list with buttons): a labelled
 * group, since a Field.Root would give each control the field's id and label.
 */
function GroupFrame({
  name,
  label,
  required,
  help,
  children,
}: CommonProps & { children: ReactNode }) {
  const [, meta] = useField<unknown>(name);
  const translate = useValidationMessage();
  const error = translate(meta.touched && typeof meta.error === 'string' ? meta.error : undefined);
  const labelId = useId();
  return (
    <Stack gap="1.5" role="group" aria-labelledby={labelId} data-testid={`${name}-group`}>
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {label}
        {required ? (
          <Text as="span" color="fg.error" aria-hidden ms="1">
            *
          </Text>
        ) : null}
      </Text>
      {children}
      {help ? (
        <Text textStyle="xs" color="fg.muted">
          {help}
        </Text>
      ) : null}
      {error !== undefined ? (
        <Text textStyle="xs" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Rich text is edited as HTML and previewed the way visitors see it: sanitized. */
function RichTextInput(props: CommonProps & { autoFocus: boolean }) {
  const t = useT();
  const [field] = useField<string | null | undefined>(props.name);
  const html = field.value ?? '';
  return (
    <Frame {...props}>
      <Textarea
        name={props.name}
        value={html}
        onChange={field.onChange}
        onBlur={field.onBlur}
        readOnly={props.readOnly}
        autoFocus={props.autoFocus}
        data-autofocus={props.autoFocus ? '' : undefined}
        rows={6}
        fontFamily="mono"
        fontSize="sm"
      />
      {html.trim() !== '' ? (
        <Box w="full" borderWidth="1px" rounded="md" p="3" mt="2">
          <Text fontSize="xs" color="fg.muted" mb="1">
            {t('resource.richText.preview')}
          </Text>
          <RichText html={html} data-testid={`${props.name}-preview`} />
        </Box>
      ) : null}
    </Frame>
  );
}

/** A date and time entered in the event's time zone, whose name is shown beside it. */
function DateTimeInput(
  props: CommonProps & {
    storage: 'text' | 'iso';
    timeZone: string;
    inline: boolean;
    autoFocus: boolean;
    onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  },
) {
  const t = useT();
  const [field, , helpers] = useField<string | null | undefined>(props.name);
  const zone = t('resource.timeZone', { zone: timeZoneText(props.timeZone) });
  return (
    <Frame {...props} help={props.help ?? (props.inline ? undefined : zone)}>
      <Input
        type="datetime-local"
        name={props.name}
        value={dateTimeToInput(field.value, props.storage, props.timeZone)}
        onChange={(e) =>
          void helpers.setValue(inputToDateTime(e.target.value, props.storage, props.timeZone))
        }
        onBlur={field.onBlur}
        readOnly={props.readOnly}
        autoFocus={props.autoFocus}
        data-autofocus={props.autoFocus ? '' : undefined}
        onKeyDown={props.onKeyDown}
        title={zone}
        {...(props.inline ? { 'aria-label': props.label } : {})}
      />
    </Frame>
  );
}

const NO_OPTIONS: ListState<FieldOption[]> = { status: 'success', data: [] };

/**
 * A static list or a live source (a relation): hooks must run unconditionally, so a static list
 * goes through the same call.
 */
function useFieldOptions(
  options: readonly FieldOption[] | OptionsSource,
  scope: FormScope,
): ListState<readonly FieldOption[]> {
  const source = 'useOptions' in options ? options : null;
  const live = (source ?? STATIC_SOURCE).useOptions(scope);
  return source ? live : { status: 'success', data: options as readonly FieldOption[] };
}

const STATIC_SOURCE: OptionsSource = { useOptions: () => NO_OPTIONS };

function SelectInput(
  props: CommonProps & {
    options: readonly FieldOption[] | OptionsSource;
    scope: FormScope;
    inline: boolean;
    autoFocus: boolean;
  },
) {
  const t = useT();
  const [field] = useField<string | null | undefined>(props.name);
  const options = useFieldOptions(props.options, props.scope);
  const list = options.status === 'success' ? options.data : [];
  const value = field.value ?? '';
  return (
    <Frame {...props}>
      <NativeSelect.Root disabled={props.readOnly || options.status === 'loading'}>
        <NativeSelect.Field
          name={props.name}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          autoFocus={props.autoFocus}
          data-autofocus={props.autoFocus ? '' : undefined}
          {...(props.inline ? { 'aria-label': props.label } : {})}
        >
          <option value="">
            {options.status === 'loading' ? t('common.loading') : t('resource.select.placeholder')}
          </option>
          {list.map((o) => (
            <option key={o.value} value={o.value}>
              {labelText(t, o.label)}
            </option>
          ))}
          {/* A stored value the options no longer have stays visible instead of vanishing. */}
          {value !== '' && options.status === 'success' && !list.some((o) => o.value === value) ? (
            <option value={value}>{value}</option>
          ) : null}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Frame>
  );
}

/** Several values of a list, as checkboxes (the value is a string array). */
function MultiSelectInput(
  props: CommonProps & { options: readonly FieldOption[] | OptionsSource; scope: FormScope },
) {
  const t = useT();
  const [field, , helpers] = useField<string[] | null | undefined>(props.name);
  const options = useFieldOptions(props.options, props.scope);
  const selected = new Set(field.value ?? []);
  const list = options.status === 'success' ? options.data : [];
  function toggle(value: string, on: boolean) {
    const next = list.map((o) => o.value).filter((v) => (v === value ? on : selected.has(v)));
    // Values the list no longer offers are kept: removing them is the organizer's decision.
    const kept = [...selected].filter((v) => !list.some((o) => o.value === v));
    void helpers.setValue([...next, ...kept]);
    void helpers.setTouched(true, false);
  }
  return (
    <GroupFrame {...props}>
      <Stack gap="1" data-testid={`${props.name}-options`}>
        {options.status === 'loading' ? <Text color="fg.muted">{t('common.loading')}</Text> : null}
        {list.map((o) => (
          <Checkbox.Root
            key={o.value}
            checked={selected.has(o.value)}
            readOnly={props.readOnly}
            onCheckedChange={(e) => toggle(o.value, e.checked === true)}
          >
            <Checkbox.HiddenInput name={props.name} value={o.value} />
            <Checkbox.Control />
            <Checkbox.Label>{labelText(t, o.label)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </GroupFrame>
  );
}

/** A reorderable array value saved with the rest of the form. */
function ReorderInput(
  props: CommonProps & {
    itemId: (item: unknown) => string;
    itemLabel: (item: unknown) => string;
  },
) {
  const [field, , helpers] = useField<unknown[] | null | undefined>(props.name);
  return (
    <GroupFrame {...props}>
      <ReorderItems<unknown>
        items={field.value ?? []}
        itemId={props.itemId}
        itemLabel={props.itemLabel}
        onChange={(order) => {
          void helpers.setValue(order);
          void helpers.setTouched(true, false);
        }}
        disabled={props.readOnly}
        label={props.label}
        testId={`${props.name}-order`}
      />
    </GroupFrame>
  );
}
