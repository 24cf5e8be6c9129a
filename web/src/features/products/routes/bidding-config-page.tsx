import { Button, HStack, Stack } from '@chakra-ui/react';
import { biddingConfigSchema, type BiddingConfigInput } from '@aforo/domain';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentForm } from '../../../components/resource/document-form';
import { useT } from '../../../i18n/use-t';
import { defineDocumentForm } from '../../../lib/resources/resource';
import { loadBiddingConfig, saveBiddingConfig } from '../api/products-api';
import { useProductLinks } from './product-links';

/**
 * product/configuration (spec part 3 §2.7, §4.5): the event's bidding on or off (config/{eventId}
 * habilitar_subasta) and the rich-text message the landing shows instead of the bid form while
 * it is off. Event admins write it (firestore.rules config/{eventId}).
 */
const biddingForm = defineDocumentForm<BiddingConfigInput, BiddingConfigInput>({
  name: 'bidding-config',
  title: 'products.bidding.title',
  description: 'products.bidding.intro',
  schema: biddingConfigSchema,
  fields: [
    { name: 'habilitar_subasta', label: 'products.bidding.enabled', kind: 'boolean' },
    { name: 'message', label: 'products.bidding.message', kind: 'richText' },
  ],
  load: ({ eventId }) => loadBiddingConfig(eventId),
  toValues: (config) => config,
  save: ({ eventId }, values) => saveBiddingConfig(eventId, values),
  canWrite: (access) => access.isEventAdmin,
  savedMessage: 'products.configSaved',
});

export default function BiddingConfigPage() {
  const t = useT();
  const links = useProductLinks();
  return (
    <Stack gap="4">
      <HStack>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={links.list}>{t('products.back')}</RouterLink>
        </Button>
      </HStack>
      <DocumentForm form={biddingForm} />
    </Stack>
  );
}
