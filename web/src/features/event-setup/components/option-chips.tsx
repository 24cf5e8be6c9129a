import { addFieldOption, type FieldOption } from '@aforo/domain';
import { Badge, CloseButton, Field, HStack, Input, Wrap } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { FieldErrorText } from '../../../components/field-error-text';

/**
 * The options of a list field, typed one at a time: Enter or Tab turns the text into a chip (part
 * 2 §5). Tab with an empty box moves on as usual, so the keyboard can still leave the field.
 */
export function OptionChips({ name, label }: { name: string; label: string }) {
  const t = useT();
  const [field, meta, helpers] = useField<FieldOption[]>(name);
  const [entry, setEntry] = useState('');
  const options = field.value ?? [];
  const invalid = meta.touched && typeof meta.error === 'string';

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' && event.key !== 'Tab') return;
    if (entry.trim() === '') {
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    event.preventDefault();
    void helpers.setValue(addFieldOption(options, entry));
    void helpers.setTouched(true, false);
    setEntry('');
  }

  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      {options.length > 0 ? (
        <Wrap gap="2" mb="2" data-testid="field-options">
          {options.map((option) => (
            <Badge key={option.value} size="lg" variant="subtle" colorPalette="blue">
              <HStack gap="1">
                {option.label}
                <CloseButton
                  size="2xs"
                  aria-label={t('eventSetup.fields.removeOption', { option: option.label })}
                  onClick={() =>
                    void helpers.setValue(options.filter((o) => o.value !== option.value))
                  }
                />
              </HStack>
            </Badge>
          ))}
        </Wrap>
      ) : null}
      <Input
        value={entry}
        onChange={(e) => setEntry(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => void helpers.setTouched(true)}
      />
      <Field.HelperText>{t('eventSetup.fields.optionsHint')}</Field.HelperText>
      <FieldErrorText message={typeof meta.error === 'string' ? meta.error : undefined} />
    </Field.Root>
  );
}
