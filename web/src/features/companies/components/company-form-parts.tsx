import { Box, Button, HStack, Heading, Stack } from '@chakra-ui/react';
import {
  COMPANY_GALLERY_MAX,
  COMPANY_SOCIAL_NETWORKS_MAX,
  SERVICE_CATEGORIES,
  SOCIAL_NETWORKS,
  canDeleteGalleryImage,
  type CompanyInput,
} from '@aforo/domain';
import { FieldArray, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { ResourceFieldInput } from '../../../components/resource/field-input';
import type { MessageKey } from '../../../i18n/es';
import { useT } from '../../../i18n/use-t';
import type { FormScope, ResourceField } from '../../../lib/resources/resource';

/*
 * The company form's repeated parts (advisors, services, social networks, gallery): each item's
 * inputs are the engine's (ResourceFieldInput), named by their path in the values
 * ('advisor.0.email'), so the schema's messages land under them like any other field's.
 */

type Nested = ResourceField<Record<string, unknown>>;

export const companyImageUpload = {
  folder: ({ eventId }: { eventId: string }) => `events/${eventId}/images`,
};

/** A titled block of the form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4" borderWidth="1px" rounded="md" p="4" aria-label={title}>
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function Inputs({
  prefix,
  fields,
  required,
  scope,
  readOnly,
}: {
  prefix: string;
  fields: readonly (Nested & { field: string })[];
  required: readonly string[];
  scope: FormScope;
  readOnly: boolean;
}) {
  return (
    <>
      {fields.map(({ field, ...declared }) => (
        <ResourceFieldInput<Record<string, unknown>>
          key={field}
          field={{ ...declared, name: `${prefix}.${field}` } as Nested}
          scope={scope}
          required={required.includes(field)}
          readOnly={readOnly}
        />
      ))}
    </>
  );
}

/** A list of items with their inputs, an add button (up to `max`) and a remove button each. */
function ItemList<K extends 'advisor' | 'services' | 'social_networks' | 'gallery'>({
  name,
  title,
  itemTitle,
  addLabel,
  removeLabel,
  max,
  empty,
  canRemove = () => true,
  fields,
  required,
  scope,
  readOnly,
}: {
  name: K;
  title: MessageKey;
  itemTitle: MessageKey;
  addLabel: MessageKey;
  removeLabel: MessageKey;
  max: number;
  empty: CompanyInput[K][number];
  canRemove?: (items: readonly unknown[]) => boolean;
  fields: readonly (Nested & { field: string })[];
  required: readonly string[];
  scope: FormScope;
  readOnly: boolean;
}) {
  const t = useT();
  const { values } = useFormikContext<CompanyInput>();
  const items: readonly unknown[] = values[name];
  return (
    <FormSection title={t(title)}>
      <FieldArray name={name}>
        {(helpers) => (
          <Stack gap="4">
            {items.map((_, i) => (
              <Box key={i} borderTopWidth={i === 0 ? '0' : '1px'} pt={i === 0 ? '0' : '4'}>
                <Stack gap="3">
                  <HStack justify="space-between">
                    <Heading as="h3" size="sm">
                      {t(itemTitle, { n: i + 1 })}
                    </Heading>
                    {readOnly ? null : (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        disabled={!canRemove(items)}
                        onClick={() => helpers.remove(i)}
                      >
                        {t(removeLabel, { n: i + 1 })}
                      </Button>
                    )}
                  </HStack>
                  <Inputs
                    prefix={`${name}.${i}`}
                    fields={fields}
                    required={required}
                    scope={scope}
                    readOnly={readOnly}
                  />
                </Stack>
              </Box>
            ))}
            {readOnly ? null : (
              <HStack>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={items.length >= max}
                  onClick={() => helpers.push(empty)}
                >
                  {t(addLabel)}
                </Button>
              </HStack>
            )}
          </Stack>
        )}
      </FieldArray>
    </FormSection>
  );
}

interface PartProps {
  scope: FormScope;
  readOnly: boolean;
}

export function AdvisorsInput(props: PartProps) {
  return (
    <ItemList
      {...props}
      name="advisor"
      title="companies.section.advisors"
      itemTitle="companies.advisor"
      addLabel="companies.advisor.add"
      removeLabel="companies.advisor.remove"
      max={50}
      empty={{ name: '', codPais: '+57', number: '', cargo: '', email: '', image: null }}
      required={['name', 'codPais', 'number', 'cargo', 'email']}
      fields={[
        { field: 'name', name: '', label: 'companies.advisor.name' },
        { field: 'cargo', name: '', label: 'companies.advisor.cargo' },
        { field: 'codPais', name: '', label: 'companies.advisor.codPais' },
        { field: 'number', name: '', label: 'companies.advisor.number' },
        { field: 'email', name: '', label: 'companies.advisor.email' },
        {
          field: 'image',
          name: '',
          label: 'companies.advisor.image',
          kind: 'image',
          upload: companyImageUpload,
        },
      ]}
    />
  );
}

export function ServicesInput(props: PartProps) {
  return (
    <ItemList
      {...props}
      name="services"
      title="companies.section.services"
      itemTitle="companies.service"
      addLabel="companies.service.add"
      removeLabel="companies.service.remove"
      max={100}
      empty={{ nombre: '', category: 'Servicio', description: '', web_url: null, image: null }}
      required={['nombre']}
      fields={[
        { field: 'nombre', name: '', label: 'companies.service.nombre' },
        {
          field: 'category',
          name: '',
          label: 'companies.service.category',
          kind: 'select',
          options: SERVICE_CATEGORIES.map((c) => ({ value: c, label: { text: c } })),
        },
        {
          field: 'description',
          name: '',
          label: 'companies.service.description',
          kind: 'richText',
        },
        { field: 'web_url', name: '', label: 'companies.service.url' },
      ]}
    />
  );
}

export function NetworksInput(props: PartProps) {
  return (
    <ItemList
      {...props}
      name="social_networks"
      title="companies.section.networks"
      itemTitle="companies.network"
      addLabel="companies.network.add"
      removeLabel="companies.network.remove"
      max={COMPANY_SOCIAL_NETWORKS_MAX}
      empty={{ network: 'Facebook', url: '' }}
      required={['network', 'url']}
      fields={[
        {
          field: 'network',
          name: '',
          label: 'companies.network.network',
          kind: 'select',
          options: SOCIAL_NETWORKS.map((n) => ({ value: n, label: { text: n } })),
        },
        { field: 'url', name: '', label: 'companies.network.url' },
      ]}
    />
  );
}

export function GalleryInput(props: PartProps) {
  return (
    <ItemList
      {...props}
      name="gallery"
      title="companies.section.gallery"
      itemTitle="companies.gallery.image"
      addLabel="companies.gallery.add"
      removeLabel="companies.gallery.remove"
      max={COMPANY_GALLERY_MAX}
      // Part 3 §5.1: an image can be deleted only while more than one remains.
      canRemove={canDeleteGalleryImage}
      empty={{ image: '' }}
      required={['image']}
      fields={[
        {
          field: 'image',
          name: '',
          label: 'companies.section.gallery',
          kind: 'image',
          upload: companyImageUpload,
        },
      ]}
    />
  );
}
