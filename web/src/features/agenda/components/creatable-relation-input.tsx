import {
  Button,
  Checkbox,
  Field,
  HStack,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { canWriteContent } from '@aforo/domain';
import { useField } from 'formik';
import { useId, useState } from 'react';
import { FieldErrorText } from '../../../components/field-error-text';
import { useT } from '../../../i18n/use-t';
import { useValidationMessage } from '../../../i18n/validation-messages';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { relationOptions } from '../../../lib/resources/event-content-source';
import { labelText } from '../../../lib/resources/field-values';
import type { CustomFieldProps, FieldOption } from '../../../lib/resources/resource';
import { CREATABLE, withCreated, type CreatableKind } from '../lib/creatable';
import { CreateOptionDialog } from './create-option-dialog';

const RELATIONS = {
  spaces: relationOptions('spaces', (s) => s.name),
  types: relationOptions('types', (s) => s.name),
  categories: relationOptions('categories', (s) => s.name),
  speakers: relationOptions('speakers', (s) => s.name),
  roles: relationOptions('roles', (s) => s.name),
} satisfies Record<CreatableKind, unknown>;

/** The live options of a kind with those just created, and the dialog that creates one. */
function useCreatable(kind: CreatableKind, scope: CustomFieldProps['scope']) {
  const { access } = useAdminEvent();
  const state = RELATIONS[kind].useOptions(scope);
  const [created, setCreated] = useState<FieldOption[]>([]);
  const [open, setOpen] = useState(false);
  const live = state.status === 'success' ? state.data : [];
  return {
    loading: state.status === 'loading',
    options: withCreated(live, created),
    canCreate: canWriteContent(access, kind),
    open,
    setOpen,
    remember: (option: FieldOption) => setCreated((list) => [...list, option]),
  };
}

/**
 * A relation select of the activity form that never leaves the organizer stuck: when the event
 * has no space (or type) yet it says so, and "Crear espacio" makes one in place, through the API
 * its own screen uses, and selects it.
 */
export function CreatableSelect({
  name,
  label,
  required,
  scope,
  kind,
}: CustomFieldProps & { kind: CreatableKind }) {
  const t = useT();
  const info = CREATABLE[kind];
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const creatable = useCreatable(kind, scope);
  const value = field.value ?? '';
  const empty = !creatable.loading && creatable.options.length === 0;
  const error = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Field.Root invalid={error !== undefined} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <HStack gap="2" w="full" align="start" wrap="wrap">
        <NativeSelect.Root flex="1" minW="48" disabled={creatable.loading}>
          <NativeSelect.Field
            name={name}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            aria-required={required}
            data-testid={`${name}-select`}
          >
            <option value="">
              {creatable.loading
                ? t('common.loading')
                : empty
                  ? t('agenda.create.noneYet')
                  : t('resource.select.placeholder')}
            </option>
            {creatable.options.map((o) => (
              <option key={o.value} value={o.value}>
                {labelText(t, o.label)}
              </option>
            ))}
            {value !== '' &&
            !creatable.loading &&
            !creatable.options.some((o) => o.value === value) ? (
              <option value={value}>{value}</option>
            ) : null}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {creatable.canCreate ? (
          <Button variant="outline" onClick={() => creatable.setOpen(true)}>
            {t(info.create)}
          </Button>
        ) : null}
      </HStack>
      {empty ? <Field.HelperText>{t(info.empty)}</Field.HelperText> : null}
      <FieldErrorText message={error} />
      <CreateOptionDialog
        open={creatable.open}
        kind={kind}
        eventId={scope.eventId}
        onClose={() => creatable.setOpen(false)}
        onCreated={(option) => {
          creatable.remember(option);
          void helpers.setValue(option.value);
          void helpers.setTouched(true);
        }}
      />
    </Field.Root>
  );
}

/**
 * Several items of a kind as checkboxes (categories, speakers, roles), with the same empty notice
 * and in-place creation as CreatableSelect; a new item is ticked at once. A group cannot carry
 * aria-required, so a required one says so in its name.
 */
export function CreatableChecklist({
  name,
  label,
  required,
  scope,
  kind,
}: CustomFieldProps & { kind: CreatableKind }) {
  const t = useT();
  const translate = useValidationMessage();
  const info = CREATABLE[kind];
  const [field, meta, helpers] = useField<string[] | null | undefined>(name);
  const creatable = useCreatable(kind, scope);
  const labelId = useId();
  const selected = field.value ?? [];
  const empty = !creatable.loading && creatable.options.length === 0;
  const error = translate(meta.touched && typeof meta.error === 'string' ? meta.error : undefined);
  const set = (next: string[]) => {
    void helpers.setValue(next);
    void helpers.setTouched(true, false);
  };
  return (
    <Stack gap="1.5" role="group" aria-labelledby={labelId} data-testid={`${name}-group`}>
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {label}
        {required ? (
          <>
            <Text as="span" color="fg.error" aria-hidden ms="1">
              *
            </Text>
            <VisuallyHidden>{t('agenda.create.required')}</VisuallyHidden>
          </>
        ) : null}
      </Text>
      <Stack gap="1" data-testid={`${name}-options`}>
        {creatable.loading ? <Text color="fg.muted">{t('common.loading')}</Text> : null}
        {creatable.options.map((o) => (
          <Checkbox.Root
            key={o.value}
            checked={selected.includes(o.value)}
            onCheckedChange={(e) =>
              set(
                e.checked === true ? [...selected, o.value] : selected.filter((v) => v !== o.value),
              )
            }
          >
            <Checkbox.HiddenInput name={name} value={o.value} />
            <Checkbox.Control />
            <Checkbox.Label>{labelText(t, o.label)}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {empty ? (
        <Text textStyle="xs" color="fg.muted">
          {t(info.empty)}
        </Text>
      ) : null}
      {creatable.canCreate ? (
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          onClick={() => creatable.setOpen(true)}
        >
          {t(info.create)}
        </Button>
      ) : null}
      {error !== undefined ? (
        <Text textStyle="xs" color="fg.error" role="alert">
          {error}
        </Text>
      ) : null}
      <CreateOptionDialog
        open={creatable.open}
        kind={kind}
        eventId={scope.eventId}
        onClose={() => creatable.setOpen(false)}
        onCreated={(option) => {
          creatable.remember(option);
          set([...selected.filter((v) => v !== option.value), option.value]);
        }}
      />
    </Stack>
  );
}
