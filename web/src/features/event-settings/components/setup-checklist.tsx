import {
  Box,
  Button,
  Heading,
  HStack,
  Link,
  List,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import type { AforoEvent } from '@aforo/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MessageKey } from '../../../i18n/es';
import { useT } from '../../../i18n/use-t';
import { useSetupChecklist } from '../api/use-setup-checklist';
import { takesRegistrations, type ChecklistItem } from '../lib/setup-checklist';
import { LandingLink } from './landing-link';

function StepMark({ done }: { done: boolean | null }) {
  const t = useT();
  const label: MessageKey =
    done === null
      ? 'eventSettings.checklist.checking'
      : done
        ? 'eventSettings.checklist.done'
        : 'eventSettings.checklist.pending';
  return (
    <>
      <Box
        aria-hidden
        flexShrink={0}
        boxSize="5"
        rounded="full"
        borderWidth="2px"
        borderColor={done ? 'green.600' : 'gray.400'}
        bg={done ? 'green.600' : 'transparent'}
        color="white"
        fontSize="xs"
        lineHeight="1rem"
        textAlign="center"
      >
        {done ? '✓' : ''}
      </Box>
      <VisuallyHidden>{t(label)}: </VisuallyHidden>
    </>
  );
}

function Step({ item }: { item: ChecklistItem }) {
  const t = useT();
  const title = t(`eventSettings.checklist.${item.step}` as MessageKey);
  const hint = t(`eventSettings.checklist.${item.step}.hint` as MessageKey);
  const onThisScreen = item.to.startsWith('#');
  return (
    <List.Item
      display="flex"
      gap="3"
      alignItems="flex-start"
      data-testid={`checklist-${item.step}`}
      data-done={item.done === null ? 'checking' : String(item.done)}
    >
      <StepMark done={item.done} />
      <Stack gap="0" minW="0">
        <Link asChild color="blue.700" fontWeight="medium">
          {onThisScreen ? (
            <a href={item.to}>{title}</a>
          ) : (
            <RouterLink to={`../${item.to}`}>{title}</RouterLink>
          )}
        </Link>
        <Text fontSize="sm" color="fg.muted">
          {hint}
        </Text>
      </Stack>
    </List.Item>
  );
}

/**
 * "Configura tu evento" on the event's first screen: the set-up steps, ticked from the event's
 * data, each a link to its screen; once visitors can register, the landing's address to share.
 * Folds away (open while steps remain).
 */
export function SetupChecklist({ event }: { event: AforoEvent }) {
  const t = useT();
  const listId = useId();
  const headingId = useId();
  const { items, countsFailed, retry } = useSetupChecklist(event);
  const done = items.filter((item) => item.done === true).length;
  const [open, setOpen] = useState<boolean | null>(null);
  const expanded = open ?? done < items.length;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      rounded="lg"
      p={{ base: '3', md: '4' }}
      maxW="3xl"
      data-testid="setup-checklist"
    >
      <Stack gap="3">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Stack gap="0">
            <Heading as="h2" size="md" id={headingId}>
              {t('eventSettings.checklist.title')}
            </Heading>
            <Text fontSize="sm" color="fg.muted" data-testid="checklist-progress">
              {t('eventSettings.checklist.progress', { done, total: items.length })}
            </Text>
          </Stack>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setOpen(!expanded)}
          >
            {t(expanded ? 'eventSettings.checklist.hide' : 'eventSettings.checklist.show')}
          </Button>
        </HStack>
        <Box aria-hidden h="1.5" rounded="full" bg="gray.200" overflow="hidden">
          <Box h="full" bg="green.600" width={`${(done / items.length) * 100}%`} />
        </Box>
        <List.Root
          id={listId}
          unstyled
          gap="3"
          display={expanded ? 'grid' : 'none'}
          hidden={!expanded}
        >
          {items.map((item) => (
            <Step key={item.step} item={item} />
          ))}
        </List.Root>
        {countsFailed ? (
          <HStack gap="2" flexWrap="wrap">
            <Text fontSize="sm" color="red.700">
              {t('eventSettings.checklist.countsFailed')}
            </Text>
            <Button size="xs" variant="outline" onClick={retry}>
              {t('common.retry')}
            </Button>
          </HStack>
        ) : null}
        {takesRegistrations(event) ? <LandingLink eventId={event._id} /> : null}
      </Stack>
    </Box>
  );
}
