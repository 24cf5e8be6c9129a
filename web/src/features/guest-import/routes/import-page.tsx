import { useIntl } from 'react-intl';
import {
  Alert,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Link,
  NativeSelect,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import {
  BLANK_SHEET_MESSAGE,
  IMPORT_EXTENSIONS,
  IMPORT_PREVIEW_VALUES,
  importRowErrorText,
  importRows,
  importRowStatus,
  NO_HEADERS_MESSAGE,
  TICKET_COLUMN,
  unmappedMandatoryFields,
  type AttendeeField,
  type ImportRowResult,
  type SheetColumn,
} from '@aforo/domain';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FilePicker } from '../../../components/file-picker';
import { useT } from '../../../i18n/use-t';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import {
  ddmmyy,
  downloadSpreadsheet,
  parseSpreadsheet,
  SpreadsheetError,
} from '../../../lib/spreadsheet';
import { sendImportBatch } from '../api/import-api';
import { formatDate, readerZone } from '../../../lib/dates';
import { ProgressBar } from '../components/progress-bar';
import { columnsOf, guessMapping, importableFields, typedRows } from '../lib/cells';
import { runImport } from '../lib/run-import';

type Step = 'import' | 'relate' | 'result';
type RunState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'cancelled' }
  | { kind: 'interrupted'; message: string }
  | { kind: 'done' };

/** Rows listed per results tab: the counts say how many there are in all. */
const SHOWN_ROWS = 200;

interface ResultRow {
  index: number;
  email: string;
  status: ReturnType<typeof importRowStatus>;
  reason: string;
}

/** Each answered row with its e-mail, outcome and, when it failed, the reason. */
function resultRows(
  answers: readonly (ImportRowResult | undefined)[],
  rows: readonly Record<string, unknown>[],
): ResultRow[] {
  return answers.flatMap((answer, index) => {
    if (!answer) return [];
    const properties = (rows[index]?.['properties'] ?? {}) as Record<string, unknown>;
    return [
      {
        index,
        email: typeof properties['email'] === 'string' ? properties['email'] : '',
        status: importRowStatus(answer),
        reason:
          answer.status === 'FAILED'
            ? answer.errors
              ? importRowErrorText(answer)
              : `ERROR ${answer.message}`
            : '',
      },
    ];
  });
}

/**
 * What the wizard imports into (spec part 3 §2.10 "Works for events or organizations"): the
 * fields the sheet's columns are related to, where a batch of rows goes, and where "Invitados"
 * leads back to.
 */
export interface ImportTarget {
  fields: readonly AttendeeField[];
  send: (rows: readonly unknown[], signal: AbortSignal) => Promise<ImportRowResult[]>;
  /** The page the heading links back to when the caller gave none (?back=). */
  defaultBack: string;
  /** The row as the target's API takes it (default: as built from the sheet). */
  toRow?: (row: Record<string, unknown>) => Record<string, unknown>;
  /**
   * The empty template's name before its date and its sheet (part 3 §9: "attendees_template" for
   * an event, "usersorganization_template" for an organization); default the event's.
   */
  template?: { name: string; sheetName: string };
  /**
   * Where the imported people can be told, said once the run ends: an import mails nobody (the
   * API queues no confirmation for an imported guest), so the organizer is not left wondering.
   */
  invitations?: string;
}

const EVENT_TEMPLATE = { name: 'attendees_template', sheetName: 'Invitados' } as const;

/** invitados/importar-excel: the wizard on the event's guests. */
export default function ImportPage() {
  const { event } = useAdminEvent();
  const target = useMemo<ImportTarget>(
    () => ({
      fields: event.user_properties,
      send: (batch, signal) => sendImportBatch(event._id, batch, signal),
      defaultBack: `/eventadmin/${event._id}/invitados`,
      invitations: `/eventadmin/${event._id}/invitados`,
    }),
    [event._id, event.user_properties],
  );
  return <ImportWizard target={target} />;
}

/**
 * The import wizard (spec part 3 §2.10, §5.8): Importar (read the file in the spreadsheet
 * Worker) → Relacionar (fields to columns, mandatory ones enforced) → Resultado (rows sent in
 * batches to the idempotent batched import, with progress, cancel and resume; Incorrectos and
 * Correctos with each row's outcome).
 */
export function ImportWizard({ target }: { target: ImportTarget }) {
  const t = useT();
  const { locale } = useIntl();
  const [params] = useSearchParams();
  const back = params.get('back');
  const backTo = back?.startsWith('/') ? back : target.defaultBack;
  const fields = useMemo(() => importableFields(target.fields), [target.fields]);

  const [step, setStep] = useState<Step>('import');
  const [reading, setReading] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sheet, setSheet] = useState<{ name: string; columns: SheetColumn[] } | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [run, setRun] = useState<RunState>({ kind: 'idle' });
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [results, setResults] = useState<ResultRow[]>([]);
  const answers = useRef<(ImportRowResult | undefined)[]>([]);
  const rows = useRef<Record<string, unknown>[]>([]);
  const controller = useRef<AbortController | null>(null);

  const errorText = (error: unknown) => {
    if (!(error instanceof SpreadsheetError)) return NO_HEADERS_MESSAGE;
    switch (error.code) {
      case 'empty':
        return BLANK_SHEET_MESSAGE;
      case 'too-large':
        return t('guestImport.tooLarge');
      case 'too-many-rows':
        return t('guestImport.tooManyRows');
      case 'timeout':
        return t('guestImport.timeout');
      case 'unsafe':
        return `${NO_HEADERS_MESSAGE}. ${t('guestImport.unsafe')}`;
      default:
        return NO_HEADERS_MESSAGE;
    }
  };

  const onFile = async (change: ChangeEvent<HTMLInputElement>) => {
    const file = change.target.files?.[0];
    change.target.value = '';
    if (!file) return;
    setFileError(null);
    setReading(0);
    try {
      const parsed = await parseSpreadsheet(file, {
        onProgress: (done, total) => setReading(total > 0 ? done / total : 0),
      });
      const result = columnsOf(parsed);
      if ('error' in result) {
        setFileError(result.error);
        return;
      }
      setSheet({ name: parsed.sheetName, columns: result.columns });
      setMapping(guessMapping(fields, result.columns));
      setStep('relate');
    } catch (error) {
      setFileError(errorText(error));
    } finally {
      setReading(null);
    }
  };

  const downloadTemplate = () =>
    downloadSpreadsheet({
      fileName: `${(target.template ?? EVENT_TEMPLATE).name}_${ddmmyy()}.xls`,
      sheetName: (target.template ?? EVENT_TEMPLATE).sheetName,
      columns: fields.map((field) => ({ header: field.name })),
      rows: [],
    });

  const missing = unmappedMandatoryFields(fields, mapping);

  const send = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setRun({ kind: 'running' });
    const outcome = await runImport({
      rows: rows.current,
      answers: answers.current,
      send: target.send,
      signal: abort.signal,
      onProgress: (done, total) => {
        setProgress({ done, total });
        setResults(resultRows(answers.current, rows.current));
      },
    });
    controller.current = null;
    setRun(outcome);
  };

  const start = () => {
    if (!sheet || missing.length > 0) return;
    const built = typedRows(importRows(sheet.columns, mapping), fields);
    rows.current = target.toRow ? built.map(target.toRow) : built;
    answers.current = [];
    setResults([]);
    setProgress({ done: 0, total: rows.current.length });
    setStep('result');
    void send();
  };

  const restart = () => {
    controller.current?.abort();
    setSheet(null);
    setMapping({});
    setRun({ kind: 'idle' });
    setStep('import');
  };

  const failed = results.filter((r) => r.status === 'failed');
  const saved = results.filter((r) => r.status !== 'failed');

  const stepLabels: [Step, string][] = [
    ['import', t('guestImport.step.import')],
    ['relate', t('guestImport.step.relate')],
    ['result', t('guestImport.step.result')],
  ];

  const resultTable = (list: readonly ResultRow[], testId: string) => (
    <Stack gap="2">
      {list.length === 0 ? <Text>{t('guestImport.none')}</Text> : null}
      {list.length > SHOWN_ROWS ? (
        <Text fontSize="sm">
          {t('guestImport.firstRows', { shown: SHOWN_ROWS, total: list.length })}
        </Text>
      ) : null}
      {list.length > 0 ? (
        <Table.Root size="sm" data-testid={testId}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('guestImport.row')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('guestImport.email')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('guestImport.status')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.slice(0, SHOWN_ROWS).map((row) => (
              <Table.Row key={row.index} data-testid={`import-row-${row.index + 2}`}>
                {/* The sheet's row number: the header is row 1. */}
                <Table.Cell>{row.index + 2}</Table.Cell>
                <Table.Cell>{row.email}</Table.Cell>
                <Table.Cell>
                  {row.status === 'failed'
                    ? row.reason
                    : row.status === 'UPDATED'
                      ? t('guestImport.statusUpdated')
                      : t('guestImport.statusSaved')}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Stack>
  );

  return (
    <Stack gap="5" data-testid="import-page">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          <Link asChild>
            <RouterLink to={backTo}>{t('guestImport.title')}</RouterLink>
          </Link>
        </Heading>
        <Text>{t('guestImport.subtitle')}</Text>
      </Stack>
      <Box as="ol" aria-label={t('guestImport.steps')} display="flex" gap="4" listStyle="none">
        {stepLabels.map(([key, label], index) => (
          <Box
            as="li"
            key={key}
            aria-current={step === key ? 'step' : undefined}
            fontWeight={step === key ? 'bold' : 'normal'}
            color={step === key ? 'fg' : 'fg.muted'}
          >
            {index + 1} {label}
          </Box>
        ))}
      </Box>

      {step === 'import' ? (
        <Stack gap="3" maxW="xl">
          <Field.Root invalid={fileError !== null}>
            <Field.Label>{t('guestImport.file')}</Field.Label>
            <FilePicker
              accept={IMPORT_EXTENSIONS.join(',')}
              disabled={reading !== null}
              onChange={(change) => void onFile(change)}
              onBlur={() => undefined}
            />
            {fileError ? (
              <Field.ErrorText data-testid="import-file-error">{fileError}</Field.ErrorText>
            ) : null}
          </Field.Root>
          {reading !== null ? (
            <ProgressBar
              value={Math.round(reading * 100)}
              max={100}
              label={t('guestImport.reading')}
              text={t('guestImport.reading')}
            />
          ) : null}
          <Button
            alignSelf="start"
            variant="outline"
            size="sm"
            onClick={() => void downloadTemplate()}
          >
            {t('guestImport.template')}
          </Button>
        </Stack>
      ) : null}

      {step === 'relate' && sheet ? (
        <Stack gap="4">
          <Text>
            {t('guestImport.sheetInfo', {
              sheet: sheet.name,
              rows: Math.max(0, ...sheet.columns.map((c) => c.list.length)),
            })}
          </Text>
          <Text fontSize="sm">{t('guestImport.relateHelp')}</Text>
          <Stack gap="3" data-testid="import-mapping">
            {fields.map((field) => {
              const column = sheet.columns.find((c) => c.key === mapping[field.name]);
              const samples = (column?.list ?? [])
                .filter((value) => value !== null && value !== '')
                .slice(0, IMPORT_PREVIEW_VALUES)
                .map((value) =>
                  // A sheet's dates are the days its author typed: shown as days, in no zone.
                  value instanceof Date
                    ? formatDate(value, { locale, zone: readerZone() })
                    : String(value),
                );
              return (
                <Field.Root key={field.name} required={field.mandatory}>
                  <Field.Label>
                    {field.label || field.name}
                    {field.mandatory ? ` (${t('guestImport.mandatory')})` : ''}
                  </Field.Label>
                  <HStack gap="3" align="center" wrap="wrap">
                    <NativeSelect.Root maxW="xs">
                      <NativeSelect.Field
                        value={mapping[field.name] ?? ''}
                        onChange={(change) =>
                          setMapping((current) => {
                            const next = { ...current };
                            if (change.target.value) next[field.name] = change.target.value;
                            else delete next[field.name];
                            return next;
                          })
                        }
                      >
                        <option value="">{t('guestImport.unrelated')}</option>
                        {sheet.columns
                          .filter((c) => c.key !== TICKET_COLUMN)
                          .map((c) => (
                            <option key={c.key} value={c.key}>
                              {c.key}
                            </option>
                          ))}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
                    <Text fontSize="sm" color="fg.muted">
                      {samples.join(' · ')}
                    </Text>
                  </HStack>
                </Field.Root>
              );
            })}
          </Stack>
          {missing.length > 0 ? (
            <Alert.Root status="warning" data-testid="import-missing">
              <Alert.Indicator />
              <Alert.Title>{t('guestImport.missing', { fields: missing.join(', ') })}</Alert.Title>
            </Alert.Root>
          ) : null}
          <HStack gap="3">
            <Button variant="outline" onClick={restart}>
              {t('guestImport.back')}
            </Button>
            <Button onClick={start} disabled={missing.length > 0}>
              {t('guestImport.start')}
            </Button>
          </HStack>
        </Stack>
      ) : null}

      {step === 'result' ? (
        <Stack gap="4">
          <ProgressBar
            value={progress.done}
            max={progress.total}
            label={t('guestImport.step.result')}
            text={t('guestImport.progress', { done: progress.done, total: progress.total })}
          />
          {run.kind === 'cancelled' ? (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>{t('guestImport.cancelled')}</Alert.Title>
            </Alert.Root>
          ) : null}
          {run.kind === 'interrupted' ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{t('guestImport.interrupted', { message: run.message })}</Alert.Title>
            </Alert.Root>
          ) : null}
          {run.kind === 'done' && target.invitations && saved.length > 0 ? (
            <Alert.Root status="info" data-testid="import-no-mail">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('guestImport.noMail')}</Alert.Title>
                <Alert.Description>
                  <Link asChild>
                    <RouterLink to={target.invitations}>{t('guestImport.invite')}</RouterLink>
                  </Link>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : null}
          <HStack gap="3">
            {run.kind === 'running' ? (
              <Button variant="outline" onClick={() => controller.current?.abort()}>
                {t('guestImport.cancel')}
              </Button>
            ) : null}
            {run.kind === 'cancelled' || run.kind === 'interrupted' ? (
              <Button onClick={() => void send()}>{t('guestImport.resume')}</Button>
            ) : null}
            {run.kind !== 'running' ? (
              <Button variant="outline" onClick={restart}>
                {t('guestImport.again')}
              </Button>
            ) : null}
          </HStack>
          <Tabs.Root defaultValue="failed">
            <Tabs.List>
              <Tabs.Trigger value="failed">
                {t('guestImport.failedTab', { count: failed.length })}
              </Tabs.Trigger>
              <Tabs.Trigger value="ok">
                {t('guestImport.okTab', { count: saved.length })}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="failed">{resultTable(failed, 'import-failed')}</Tabs.Content>
            <Tabs.Content value="ok">{resultTable(saved, 'import-ok')}</Tabs.Content>
          </Tabs.Root>
        </Stack>
      ) : null}
    </Stack>
  );
}
