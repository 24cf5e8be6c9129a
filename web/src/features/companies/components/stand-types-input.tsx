import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_STAND_TYPE_COLOR, type CompanySettingsInput } from '@aforo/domain';
import { FieldArray, getIn, useFormikContext } from 'formik';
import { FormField } from '../../../components/form-field';
import { useT } from '../../../i18n/use-t';
import { standTypeId } from '../lib/companies';

/**
 * The stand types of /empresas/configuration (part 3 §3.1, §5.1): a name ("Ingrese un nombre
 * válido" when empty) and a colour each. The id is fixed when the type is added, so companies
 * keep their type when it is renamed; value follows the name.
 */
export function StandTypesInput({ readOnly }: { readOnly: boolean }) {
  const t = useT();
  const { values, errors, setFieldValue } = useFormikContext<CompanySettingsInput>();
  const types = values.stand_types;
  const listError = getIn(errors, 'stand_types') as unknown;
  return (
    <Stack gap="3" role="group" aria-label={t('companies.config.standTypes')}>
      <Text fontWeight="medium" textStyle="sm">
        {t('companies.config.standTypes')}
      </Text>
      <FieldArray name="stand_types">
        {(helpers) => (
          <Stack gap="3">
            {types.length === 0 ? (
              <Text color="fg.muted">{t('companies.config.noStandTypes')}</Text>
            ) : null}
            {types.map((type, i) => (
              <HStack
                key={type.id}
                align="end"
                gap="3"
                wrap="wrap"
                data-testid="stand-type-row"
                onChange={(e) => {
                  // The name's value goes to value too (the stored option's text).
                  const target = e.target as HTMLInputElement;
                  if (target.name === `stand_types.${i}.label`) {
                    void setFieldValue(`stand_types.${i}.value`, target.value);
                  }
                }}
              >
                <Stack flex="1" minW="48">
                  <FormField
                    name={`stand_types.${i}.label`}
                    label={`${t('companies.config.standType', { n: i + 1 })}: ${t('companies.config.standTypeName')}`}
                    required
                    readOnly={readOnly}
                  />
                </Stack>
                <Stack w="32">
                  <FormField
                    name={`stand_types.${i}.color`}
                    label={t('companies.config.standTypeColor')}
                    kind="color"
                    readOnly={readOnly}
                  />
                </Stack>
                {readOnly ? null : (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => helpers.remove(i)}
                  >
                    {t('companies.config.removeStandType', { n: i + 1 })}
                  </Button>
                )}
              </HStack>
            ))}
            {typeof listError === 'string' ? (
              <Text textStyle="xs" color="fg.error" role="alert">
                {listError}
              </Text>
            ) : null}
            {readOnly ? null : (
              <HStack>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    helpers.push({
                      id: standTypeId(
                        'tipo',
                        types.map((s) => s.id),
                      ),
                      label: '',
                      value: '',
                      color: DEFAULT_STAND_TYPE_COLOR,
                    })
                  }
                >
                  {t('companies.config.addStandType')}
                </Button>
              </HStack>
            )}
          </Stack>
        )}
      </FieldArray>
    </Stack>
  );
}
