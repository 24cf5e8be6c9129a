import { Badge, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { percentOf } from '@aforo/domain';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';

export interface CheckinStats {
  total: number;
  checked: number;
  /** Asistencia por Coeficientes, when the event has pesovoto. */
  weighted: number | null;
  /** The numbers include this device's check-ins the server has not acknowledged yet. */
  pending: boolean;
}

/** The summary tags of spec part 1 §2.5 and the Expandir full-screen view of the same numbers. */
export function CheckinTags({ stats }: { stats: CheckinStats | null }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const lines =
    stats === null
      ? []
      : [
          t('checkin.enrolled', { count: stats.total }),
          t('checkin.participants', {
            checked: stats.checked,
            total: stats.total,
            percent: percentOf(stats.checked, stats.total),
          }),
          ...(stats.weighted === null ? [] : [t('checkin.weighted', { value: stats.weighted })]),
        ];
  return (
    <HStack
      wrap="wrap"
      gap="2"
      data-testid="checkin-tags"
      data-pending={stats?.pending ? 'true' : 'false'}
    >
      {lines.map((line) => (
        <Badge key={line} size="lg" colorPalette="blue" variant="subtle">
          {line}
        </Badge>
      ))}
      {stats?.pending ? (
        <Badge size="lg" colorPalette="orange" variant="subtle" data-testid="checkin-tags-pending">
          {t('checkin.countersPending')}
        </Badge>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => setExpanded(true)}>
        {t('checkin.expand')}
      </Button>
      <Dialog.Root
        open={expanded}
        onOpenChange={(d) => setExpanded(d.open)}
        size="full"
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="checkin-stats">
              <Dialog.Header>
                <Dialog.Title>{t('checkin.statsTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="6" align="center" justify="center" minH="60vh">
                  {lines.map((line) => (
                    <Text key={line} fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold">
                      {line}
                    </Text>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common.close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </HStack>
  );
}
