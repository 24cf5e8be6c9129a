import { Box, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { StylesInput } from '@aforo/domain';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { FormField } from '../../../components/form-field';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { landingTheme } from '../../../lib/landing-theme';

/**
 * A small live copy of the event's landing header ("styles"), painted with the
 * landing's own theme function from the values being edited, so the organizer sees a colour or a
 * banner before saving. The show_banner switch sits with it: it decides what the preview shows.
 */
export function LandingPreview({ name }: { name: string }) {
  const t = useT();
  const { event } = useAdminEvent();
  const { values } = useFormikContext<StylesInput>();
  const theme = useMemo(() => landingTheme(values), [values]);
  return (
    <Stack gap="3">
      <FormField name={name} label={t('eventSettings.showBanner')} kind="boolean" />
      <Text fontWeight="semibold" id="styles-preview-title">
        {t('eventSettings.preview')}
      </Text>
      <Box
        as="figure"
        borderWidth="1px"
        rounded="md"
        overflow="hidden"
        bg={theme.pageBg}
        color={theme.pageText}
        data-testid="styles-preview"
        aria-labelledby="styles-preview-title"
      >
        {theme.banner ? (
          <Image src={theme.banner} alt="" w="full" maxH="28" objectFit="cover" />
        ) : null}
        <HStack bg={theme.menuBg} color={theme.menuText} px="3" py="1" fontSize="sm">
          <Text>{t('eventSettings.previewMenu')}</Text>
        </HStack>
        <Stack p="3" gap="2">
          <HStack gap="3">
            {theme.logo ? <Image src={theme.logo} alt="" maxW="16" maxH="10" /> : null}
            <Heading as="p" size="md">
              {event.name}
            </Heading>
          </HStack>
          <Box
            as="span"
            alignSelf="start"
            px="3"
            py="1"
            rounded="md"
            fontSize="sm"
            bg={theme.buttonBg ?? 'blue.700'}
            color={theme.buttonText}
          >
            {t('eventSettings.previewButton')}
          </Box>
        </Stack>
        {theme.footer ? <Image src={theme.footer} alt="" w="full" maxH="12" /> : null}
      </Box>
    </Stack>
  );
}
