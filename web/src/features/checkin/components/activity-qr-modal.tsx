import type { ActivityAttendee, Attendee } from '@aforo/domain';
import { isGunCode } from '@aforo/domain';
import { Box, Button, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useT } from '../../../i18n/use-t';
import { formatDisplayDate, scanMatches } from '../lib/attendee-view';
import { CameraScanner } from './camera-scanner';
import { useAdminDateScope } from '../../../lib/use-date-scope';

/** Spec part 1 §9: the search runs about a second after a valid gun code. */
export const GUN_SEARCH_DELAY_MS = 1_000;

/**
 * The per-activity "Leer Código QR" modal (spec part 1 §2.7, §4): a camera tab and a gun tab. A
 * valid code is searched after a pause; the result shows the person's record in the activity
 * (with the check-in date) or a message, with buttons to read another code and to add the
 * person to the activity. The result is drawn from the live lists, so an addition shows at once.
 */
export function ActivityQrModal({
  open,
  onClose,
  attendees,
  byAttendee,
  canAdd,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  attendees: readonly Attendee[];
  byAttendee: ReadonlyMap<string, ActivityAttendee> | null;
  canAdd: boolean;
  onAdd: (attendee: Attendee) => Promise<void>;
}) {
  const t = useT();
  const [tab, setTab] = useState('gun');
  const [code, setCode] = useState('');
  // The code last searched; null while nothing has been searched since the last reset.
  const [searched, setSearched] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!isGunCode(code)) return undefined;
    const timer = setTimeout(() => setSearched(code), GUN_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [code]);

  const reset = () => {
    setCode('');
    setSearched(null);
    input.current?.focus();
  };
  const close = () => {
    setCode('');
    setSearched(null);
    setTab('gun');
    onClose();
  };
  const invalid = code !== '' && !isGunCode(code);
  // A QR code is the attendee id, a document id: it names one person at most.
  const found = searched === null ? null : (scanMatches(attendees, 'qr', searched)[0] ?? null);

  return (
    <AppDialog
      open={open}
      onClose={close}
      title={t('activityCheckin.gunLabel')}
      testId="activity-qr"
    >
      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="camera">{t('scanner.camera')}</Tabs.Trigger>
          <Tabs.Trigger value="gun">{t('scanner.gun')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="camera">
          <CameraScanner
            onCode={(value) => {
              if (isGunCode(value)) setSearched(value);
              else setCode(value);
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="gun">
          <Stack gap="1">
            <label htmlFor="activity-qr-code">{t('scanner.codeLabel')}</label>
            <Input
              id="activity-qr-code"
              ref={input}
              data-autofocus
              autoComplete="off"
              value={code}
              onChange={(e) => {
                setSearched(null);
                setCode(e.currentTarget.value.trim());
              }}
            />
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      <Text role="status" aria-live="polite" minH="5" mt="2" data-testid="activity-qr-message">
        {invalid ? t('activityQr.invalid') : ''}
        {!invalid && searched === null && isGunCode(code) ? t('activityQr.searching') : ''}
      </Text>
      {searched !== null ? (
        <Box data-testid="activity-qr-result" borderWidth="1px" borderRadius="md" p="3" mt="2">
          {found === null ? (
            <Text color="red.700">{t('scanner.notFound')}</Text>
          ) : (
            <FoundAttendee attendee={found} record={byAttendee?.get(found._id)} />
          )}
          <HStack mt="3" wrap="wrap">
            <Button size="sm" variant="outline" onClick={reset}>
              {t('activityQr.readAnother')}
            </Button>
            {found !== null && canAdd && byAttendee !== null && !byAttendee.has(found._id) ? (
              <Button
                size="sm"
                loading={adding}
                onClick={() => {
                  setAdding(true);
                  void onAdd(found).finally(() => setAdding(false));
                }}
              >
                {t('activityQr.add')}
              </Button>
            ) : null}
          </HStack>
        </Box>
      ) : null}
    </AppDialog>
  );
}

function FoundAttendee({
  attendee,
  record,
}: {
  attendee: Attendee;
  record: ActivityAttendee | undefined;
}) {
  const t = useT();
  const dateScope = useAdminDateScope();
  const name = attendee.properties.names;
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{typeof name === 'string' ? name : attendee._id}</Text>
      {record === undefined ? (
        <Text color="orange.700">{t('activityQr.notInActivity')}</Text>
      ) : record.checked_in ? (
        <Text color="green.700" data-testid="activity-qr-checked">
          {t('activityQr.checkedAt', {
            time: formatDisplayDate(record.checkedin_at ?? record.checked_at, dateScope),
          })}
        </Text>
      ) : (
        <Text>{t('activityQr.notChecked')}</Text>
      )}
    </Stack>
  );
}
