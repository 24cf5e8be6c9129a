import { AVATAR_EXTENSIONS, FILE_EXTENSIONS, uploadError, type AttendeeField } from '@aforo/domain';
import { Image, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useField } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { useT } from '../../i18n/use-t';
import { FilePicker } from '../file-picker';
import { FieldFrame, shownError } from './field-frame';
import type { FieldUploader } from './upload';

/**
 * How a form fills its file and avatar fields: uploading to Storage (the registration form, for a
 * signed-in user or a visitor alike), or typing the URL (the staff form, which keeps what a record
 * already has).
 */
export type FileMode = { kind: 'upload'; upload: FieldUploader } | { kind: 'url' };

const accepted = (type: 'file' | 'avatar') =>
  (type === 'avatar' ? AVATAR_EXTENSIONS : FILE_EXTENSIONS).map((ext) => `.${ext}`).join(',');

export function FileInput({
  field,
  name,
  label,
  required,
  disabled,
  mode,
}: {
  field: AttendeeField & { type: 'file' | 'avatar' };
  name: string;
  label: string;
  required: boolean;
  disabled: boolean;
  mode: FileMode;
}) {
  const t = useT();
  const [input, meta, helpers] = useField<string>(name);
  const [state, setState] = useState<{
    busy: boolean;
    failure: string | null;
    /** 0..100 while uploading. */
    percent: number;
  }>({ busy: false, failure: null, percent: 0 });
  const current = typeof input.value === 'string' ? input.value : '';

  if (mode.kind === 'url') {
    return (
      <FieldFrame field={field} label={label} required={required} error={shownError(meta)}>
        <Input {...input} value={current} type="url" disabled={disabled} />
      </FieldFrame>
    );
  }

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refused = uploadError(file, field.type);
    if (refused) {
      setState({ busy: false, failure: refused, percent: 0 });
      return;
    }
    setState({ busy: true, failure: null, percent: 0 });
    try {
      const url = await mode.upload(file, field.type, (fraction) =>
        setState((s) => ({ ...s, percent: Math.round(fraction * 100) })),
      );
      await helpers.setValue(url);
      setState({ busy: false, failure: null, percent: 100 });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setState({
        busy: false,
        failure: t('registration.fields.uploadFailed', { reason }),
        percent: 0,
      });
    }
  };

  const failure = state.failure ?? shownError(meta);
  return (
    <FieldFrame field={field} label={label} required={required} error={failure}>
      <Stack gap="2" w="full">
        <FilePicker
          accept={accepted(field.type)}
          onChange={(e) => void choose(e)}
          onBlur={() => void helpers.setTouched(true)}
          disabled={disabled || state.busy}
        />
        {state.busy ? (
          <Text fontSize="sm" role="status" data-testid={`upload-progress-${field.name}`}>
            {t('registration.fields.uploading', { percent: state.percent })}
          </Text>
        ) : null}
        {current && field.type === 'avatar' ? (
          <Image src={current} alt={label} boxSize="16" objectFit="cover" borderRadius="full" />
        ) : null}
        {current && field.type === 'file' ? (
          <Link href={current} target="_blank" rel="noopener noreferrer" color="blue.700">
            {t('registration.fields.currentFile')}
          </Link>
        ) : null}
      </Stack>
    </FieldFrame>
  );
}
