import { Box, Button, Checkbox, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { AforoEvent, Attendee } from '@aforo/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { SearchBox } from '../../../components/search-box';
import { useT } from '../../../i18n/use-t';
import { useDefaultLabels } from '../../../lib/default-labels';
import { searchItems } from '../../../lib/search';
import { attendeeSearchText, propertyText } from '../../checkin';
import { MAX_BY_ID, useAttendeesById, useBadgeData } from '../api/badge-data';
import { badgeDesignOf } from '../resources/badge-design';
import { BadgeCard } from './badge-card';

/** How many attendees the picker lists at once; the search finds the others. */
const SHOWN = 30;

/**
 * Only the badge sheet prints: everything else on the page is hidden, and each badge keeps whole
 * on its page. The sheet is the preview itself, so what is seen is what prints.
 */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  .aforo-badge-sheet, .aforo-badge-sheet * { visibility: visible !important; }
  .aforo-badge-sheet { position: absolute; left: 0; top: 0; gap: 4mm !important; }
  .aforo-badge { break-inside: avoid; page-break-inside: avoid; }
  @page { margin: 8mm; }
}`;

/**
 * "Imprimir escarapelas": pick attendees (or arrive from the check-in row with ?attendee=),
 * preview their badges with the saved layout (live, so a save shows at once) and print them.
 */
export function BadgePrint({ event }: { event: AforoEvent }) {
  const t = useT();
  const [params] = useSearchParams();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(params.getAll('attendee')),
  );
  const { event: stored, attendees, roles } = useBadgeData(event._id);
  const design = badgeDesignOf(stored.status === 'success' && stored.data ? stored.data : event);
  const labels = useDefaultLabels();
  const roleName = useMemo(() => {
    const names = new Map(
      roles.status === 'success' ? roles.data.map((r) => [r._id, labels.role(r)] as const) : [],
    );
    return (rolId: string | null) => (rolId ? (names.get(rolId) ?? '') : '');
  }, [roles, labels]);
  const all: Attendee[] = attendees.status === 'success' ? attendees.data : [];
  // An attendee sent from the check-in list may lie beyond the listed ones (a large event): read
  // those by id (Firestore's `in` takes up to 30).
  const listed = new Set(all.map((a) => a._id));
  const missing =
    attendees.status === 'success'
      ? [...selected].filter((id) => !listed.has(id)).slice(0, MAX_BY_ID)
      : [];
  const byId = useAttendeesById(event._id, missing);
  const extra = byId.status === 'success' ? byId.data.filter((a) => !listed.has(a._id)) : [];
  const found = searchItems(all, search, attendeeSearchText);
  const shown = found.items.slice(0, SHOWN);
  const chosen = [...all, ...extra].filter((a) => selected.has(a._id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack gap="4" as="section" aria-labelledby="badge-print-title">
      <style>{PRINT_CSS}</style>
      <Heading as="h2" size="md" id="badge-print-title">
        {t('badge.print.title')}
      </Heading>
      <Text>{t('badge.print.description')}</Text>
      <SearchBox value={search} onChange={setSearch} status={found.status} />
      {attendees.status === 'loading' ? <PageLoader /> : null}
      <Stack gap="1" data-testid="badge-picker" maxH="72" overflowY="auto">
        {shown.map((attendee) => {
          const name = propertyText(attendee.properties['names']);
          return (
            <Checkbox.Root
              key={attendee._id}
              checked={selected.has(attendee._id)}
              onCheckedChange={(e) => toggle(attendee._id, e.checked === true)}
            >
              <Checkbox.HiddenInput aria-label={t('badge.print.select', { name })} />
              <Checkbox.Control />
              <Checkbox.Label>
                {name} · {propertyText(attendee.properties['email'])}
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
      {found.items.length > SHOWN ? (
        <Text fontSize="sm">{t('badge.print.more', { n: SHOWN })}</Text>
      ) : null}
      <Flex gap="2" wrap="wrap" align="center">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setSelected(new Set([...selected, ...shown.map((a) => a._id)]))}
        >
          {t('badge.print.selectShown')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setSelected(new Set())}>
          {t('badge.print.clear')}
        </Button>
        <Text aria-live="polite">{t('badge.print.selected', { n: chosen.length })}</Text>
        <Button ms="auto" disabled={chosen.length === 0} onClick={() => window.print()}>
          {chosen.length === 1 ? t('badge.print.printOne') : t('badge.print.print')}
        </Button>
      </Flex>
      <Heading as="h3" size="sm">
        {t('badge.print.preview')}
      </Heading>
      {chosen.length === 0 ? <Text>{t('badge.print.none')}</Text> : null}
      <Box
        className="aforo-badge-sheet"
        data-testid="badge-sheet"
        display="flex"
        flexWrap="wrap"
        gap="4"
      >
        {chosen.map((attendee) => (
          <BadgeCard
            key={attendee._id}
            design={design}
            event={event}
            attendee={attendee}
            roleName={roleName(attendee.rol_id)}
          />
        ))}
      </Box>
    </Stack>
  );
}
