import { Field, Switch } from '@chakra-ui/react';
import { useField } from 'formik';
import { useT } from '../../../i18n/use-t';
import type { CustomFieldProps } from '../../../lib/resources/resource';

/**
 * Whether attendees see the activity on the landing's agenda: a switch that says what it does,
 * and, while it is off, that the activity stays a draft only the team sees.
 */
export function PublishedInput({ name }: CustomFieldProps) {
  const t = useT();
  const [field, , helpers] = useField<boolean | undefined>(name);
  const on = field.value === true;
  return (
    <Field.Root>
      <Switch.Root
        checked={on}
        colorPalette="green"
        onCheckedChange={(e) => void helpers.setValue(e.checked)}
        data-testid="activity-published"
      >
        <Switch.HiddenInput name={name} onBlur={field.onBlur} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('agenda.field.published')}</Switch.Label>
      </Switch.Root>
      <Field.HelperText data-testid="activity-published-hint">
        {t(on ? 'agenda.field.publishedOnHint' : 'agenda.field.publishedOffHint')}
      </Field.HelperText>
    </Field.Root>
  );
}
