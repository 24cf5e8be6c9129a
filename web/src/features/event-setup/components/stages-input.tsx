import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { EventStage } from '@aforo/domain';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useT } from '../../../i18n/use-t';
import type { CustomFieldProps } from '../../../lib/resources/resource';
import { newStageId } from '../lib/stage-id';
import { FieldErrorText } from '../../../components/field-error-text';

/**
 * The event's sales stages (event_stages): a title per row, added and removed in place. The
 * engine has no list-of-objects kind, so this screen brings its own input; ids are made here and
 * never change, so tickets keep their stage when it is renamed.
 */
export function StagesInput({ name, label }: CustomFieldProps) {
  const t = useT();
  const formik = useFormikContext<Record<string, unknown>>();
  const stages = (getIn(formik.values, name) as EventStage[] | undefined) ?? [];
  return (
    <Stack gap="2" role="group" aria-label={label}>
      <FieldArray name={name}>
        {(helpers) => (
          <>
            {stages.length === 0 ? <Text color="fg.muted">{t('setup.stages.none')}</Text> : null}
            {stages.map((stage, index) => {
              const path = `${name}.${index}.title`;
              const error = getIn(formik.errors, path) as string | undefined;
              const touched = getIn(formik.touched, path) === true;
              return (
                <Field.Root key={stage.stage_id} invalid={touched && error !== undefined}>
                  <Field.Label>{t('setup.stages.stage', { n: index + 1 })}</Field.Label>
                  <HStack w="full">
                    <Input
                      name={path}
                      value={stage.title}
                      onChange={formik.handleChange}
                      onBlur={formik.handleBlur}
                      data-testid={`stage-${index}`}
                    />
                    <Button
                      variant="outline"
                      aria-label={t('setup.stages.remove', { name: stage.title })}
                      onClick={() => helpers.remove(index)}
                    >
                      ×
                    </Button>
                  </HStack>
                  <FieldErrorText message={error} />
                </Field.Root>
              );
            })}
            <Button
              variant="outline"
              alignSelf="start"
              onClick={() => helpers.push({ stage_id: newStageId(stages), title: '' })}
            >
              {t('setup.stages.add')}
            </Button>
          </>
        )}
      </FieldArray>
    </Stack>
  );
}
