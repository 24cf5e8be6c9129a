import { Box, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useT } from '../../../i18n/use-t';
import type { ScanMode } from '../lib/attendee-view';
import { CameraScanner } from './camera-scanner';
import { ScanChooser, type ScanCandidate } from './scan-chooser';

export interface ScanResult {
  tone: 'success' | 'warning' | 'error';
  message: string;
}

/** The code matched several people: staff choose one (nobody is checked in meanwhile). */
export interface ScanChoice {
  tone: 'choose';
  code: string;
  candidates: ScanCandidate[];
}

/**
 * The scanner of spec part 1 §2.7: a camera tab and a gun tab. A barcode gun types the code and
 * presses Enter; the field empties and keeps the focus for the next person, whatever the last
 * code was, so a bad code never jams the queue.
 */
export function ScannerModal({
  mode,
  onClose,
  onScan,
  onPick,
}: {
  mode: ScanMode | null;
  onClose: () => void;
  onScan: (mode: ScanMode, code: string) => ScanResult | ScanChoice;
  /** Checks in the person staff chose among the candidates of a ScanChoice. */
  onPick: (id: string) => ScanResult;
}) {
  const t = useT();
  const [result, setResult] = useState<ScanResult | null>(null);
  const [choice, setChoice] = useState<ScanChoice | null>(null);
  const [tab, setTab] = useState('gun');
  const scan = (code: string) => {
    // A pending choice is answered first: the camera must not swap the people on screen.
    if (mode === null || choice !== null) return;
    const answer = onScan(mode, code);
    if (answer.tone === 'choose') {
      setResult(null);
      setChoice(answer);
    } else {
      setResult(answer);
    }
  };
  return (
    <AppDialog
      open={mode !== null}
      onClose={() => {
        setResult(null);
        setChoice(null);
        onClose();
      }}
      title={mode === 'document' ? t('scanner.documentTitle') : t('scanner.qrTitle')}
      testId="scanner-modal"
    >
      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="camera">{t('scanner.camera')}</Tabs.Trigger>
          <Tabs.Trigger value="gun">{t('scanner.gun')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="camera">
          <CameraScanner onCode={scan} />
        </Tabs.Content>
        <Tabs.Content value="gun">
          <GunInput mode={mode ?? 'qr'} onCode={scan} />
        </Tabs.Content>
      </Tabs.Root>
      <Box
        role="status"
        aria-live="polite"
        data-testid="scan-result"
        data-tone={result?.tone}
        minH="6"
        mt="3"
        fontWeight="semibold"
        color={
          result?.tone === 'success'
            ? 'green.700'
            : result?.tone === 'warning'
              ? 'orange.700'
              : 'red.700'
        }
      >
        {result?.message}
      </Box>
      {choice !== null ? (
        <ScanChooser
          code={choice.code}
          candidates={choice.candidates}
          onPick={(id) => {
            setChoice(null);
            setResult(onPick(id));
          }}
          onCancel={() => {
            setChoice(null);
            setResult({ tone: 'warning', message: t('scanChooser.cancelled') });
          }}
        />
      ) : null}
    </AppDialog>
  );
}

function GunInput({ mode, onCode }: { mode: ScanMode; onCode: (code: string) => void }) {
  const t = useT();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = code;
    setCode('');
    input.current?.focus();
    if (value.trim() !== '') onCode(value);
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="2">
        <label htmlFor="scanner-code">
          {mode === 'document' ? t('scanner.documentLabel') : t('scanner.codeLabel')}
        </label>
        <Input
          id="scanner-code"
          ref={input}
          data-autofocus
          autoFocus
          autoComplete="off"
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          onBlur={() => {
            // A gun has no way to click back into the field: keep it focused while open.
            setTimeout(() => {
              if (input.current && document.activeElement === document.body) input.current.focus();
            }, 0);
          }}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('scanner.gunHint')}
        </Text>
      </Stack>
    </form>
  );
}
