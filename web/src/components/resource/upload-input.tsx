import { Box, Button, Field, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { FilePicker } from '../file-picker';
import { useField, useFormikContext } from 'formik';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { timestampedPath, uploadFile } from '../../lib/files/upload';
import { acceptedTypes, uploadRefusal } from '../../lib/resources/field-values';
import type { FormScope, UploadRule } from '../../lib/resources/resource';
import { FieldErrorText } from '../field-error-text';

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fraction: number }
  | { status: 'failed'; message: string };

/**
 * An image or file field: the stored value is the file's URL. A file over the declared size or of
 * another type is refused before upload with the catalogue's message; the upload shows its
 * progress and can be cancelled; the form keeps the previous URL until the new one is stored.
 */
export function UploadInput({
  name,
  label,
  kind,
  rule,
  scope,
  required,
  help,
  readOnly,
}: {
  name: string;
  label: string;
  kind: 'image' | 'file';
  rule: UploadRule;
  scope: FormScope;
  required: boolean;
  help?: string;
  readOnly: boolean;
}) {
  const t = useT();
  const [field, meta, helpers] = useField<string | null | undefined>(name);
  const { validateField } = useFormikContext();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  // An upload ends whenever its bytes are stored, maybe in the same moment as another field's:
  // Formik validates a set value against the values of the last render, so two uploads ending
  // together left the first one's stale "required" error. This field is validated on its own,
  // after the render that holds its new value.
  const [stored, setStored] = useState(0);
  useEffect(() => {
    if (stored > 0) void validateField(name);
  }, [stored, name, validateField]);
  const abort = useRef<AbortController | null>(null);
  // A dialog closed mid-upload stops sending bytes nobody will keep.
  useEffect(() => () => abort.current?.abort(), []);
  const current = typeof field.value === 'string' ? field.value : '';
  const accepted = acceptedTypes(rule, kind);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = uploadRefusal(file, rule, kind);
    if (refusal) {
      setState({ status: 'failed', message: t(refusal.key, refusal.values) });
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setState({ status: 'uploading', fraction: 0 });
    try {
      const url = await uploadFile(timestampedPath(rule.folder(scope), file), file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (!controller.signal.aborted) setState({ status: 'uploading', fraction });
        },
      });
      if (controller.signal.aborted) return;
      await helpers.setValue(url, false);
      void helpers.setTouched(true, false);
      setStored((n) => n + 1);
      setState({ status: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      const reason = error instanceof Error ? error.message : String(error);
      setState({ status: 'failed', message: t('resource.upload.failed', { reason }) });
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  function cancel() {
    abort.current?.abort();
    setState({ status: 'idle' });
  }

  const error = state.status === 'failed' ? state.message : meta.touched ? meta.error : undefined;
  const percent = state.status === 'uploading' ? Math.round(state.fraction * 100) : 0;
  return (
    <Field.Root invalid={error !== undefined} required={required} readOnly={readOnly}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      <Stack gap="2" w="full">
        {current !== '' && kind === 'image' ? (
          <Image src={current} alt={label} maxH="32" maxW="full" objectFit="contain" />
        ) : null}
        {current !== '' && kind === 'file' ? (
          <Link href={current} target="_blank" rel="noreferrer">
            {t('resource.upload.current')}
          </Link>
        ) : null}
        {readOnly ? null : (
          <HStack gap="2" wrap="wrap">
            <FilePicker
              name={name}
              accept={accepted.join(',') || undefined}
              onChange={(e) => void choose(e)}
              onBlur={() => void helpers.setTouched(true)}
              disabled={state.status === 'uploading'}
            />
            {state.status === 'uploading' ? (
              <Button size="sm" variant="outline" onClick={cancel}>
                {t('common.cancel')}
              </Button>
            ) : current !== '' ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => void helpers.setValue(required ? '' : null)}
              >
                {t('resource.upload.remove')}
              </Button>
            ) : null}
          </HStack>
        )}
        {state.status === 'uploading' ? (
          <UploadProgress text={t('resource.upload.progress', { percent })} percent={percent} />
        ) : null}
      </Stack>
      {help ? <Field.HelperText>{help}</Field.HelperText> : null}
      <FieldErrorText message={error} />
    </Field.Root>
  );
}

/**
 * An upload's progress: a bar and its text. A plain bar: Chakra's Progress recipe would grow every
 * page's first JS (theme.ts). Shared with the documents section's uploads.
 */
export function UploadProgress({
  text,
  percent,
  testId,
}: {
  text: string;
  percent: number;
  testId?: string;
}) {
  return (
    <Stack gap="1" data-testid={testId}>
      <Box
        role="progressbar"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        h="2"
        bg="bg.muted"
        rounded="full"
        overflow="hidden"
      >
        <Box h="full" bg="blue.solid" width={`${percent}%`} transition="width 0.2s" />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {text}
      </Text>
    </Stack>
  );
}
