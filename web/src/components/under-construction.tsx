import { Badge, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '../i18n/use-t';

/** An honest placeholder: the route, its guard and its menu entry exist; the screen does not yet. */
export function UnderConstruction({ title }: { title: string }) {
  const t = useT();
  return (
    <Stack gap="4" data-testid="under-construction">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Card.Root variant="subtle">
        <Card.Body gap="2">
          <Badge colorPalette="orange" alignSelf="start">
            {t('construction.badge')}
          </Badge>
          <Text>{t('construction.text')}</Text>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
