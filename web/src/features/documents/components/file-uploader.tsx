import { Field, Stack } from '@chakra-ui/react';
import { STORAGE_DOCUMENT_TYPES, STORAGE_MAX_BYTES, type EventDocument } from '@aforo/domain';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { FieldErrorText } from '../../../components/field-error-text';
import { FilePicker } from '../../../components/file-picker';
import { UploadProgress } from '../../../components/resource/upload-input';
import { useT } from '../../../i18n/use-t';
import { notify } from '../../../lib/notify';
import { sizeText, uploadRefusal } from '../../../lib/resources/field-values';
import type { UploadRule } from '../../../lib/resources/resource';
import { uploadDocument } from '../api/documents-store';

/**
 * What storage.rules take in the documents folder: pdf, doc, docx and images, up to 5 MB. The
 * picker refuses anything else before a byte is sent, with the engine's messages.
 */
const DOCUMENT_RULE: UploadRule = {
  folder: () => '',
  maxBytes: STORAGE_MAX_BYTES,
  accept: [
    ...STORAGE_DOCUMENT_TYPES,
    'image/png',
    'image/jpeg',
    'image/gif',
    'image/webp',
    'image/svg+xml',
  ],
};

type Upload = { name: string; fraction: number };

/**
 * Uploads the chosen files into a folder (null: the root), one after the other, each with its
 * progress; a file refused before upload or failing says so under the picker, and the others go on.
 */
export function FileUploader({
  eventId,
  folder,
  disabled,
}: {
  eventId: string;
  folder: EventDocument | null;
  disabled: boolean;
}) {
  const t = useT();
  const [current, setCurrent] = useState<Upload | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const abort = useRef<AbortController | null>(null);
  // Leaving the screen stops sending bytes nobody will keep.
  useEffect(() => () => abort.current?.abort(), []);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const failed: string[] = [];
    const controller = new AbortController();
    abort.current = controller;
    for (const file of files) {
      const refusal = uploadRefusal(file, DOCUMENT_RULE, 'file');
      if (refusal) {
        failed.push(
          t('documents.uploadFailed', { name: file.name, reason: t(refusal.key, refusal.values) }),
        );
        continue;
      }
      setCurrent({ name: file.name, fraction: 0 });
      try {
        await uploadDocument(eventId, file, folder, {
          signal: controller.signal,
          onProgress: (fraction) => {
            if (!controller.signal.aborted) setCurrent({ name: file.name, fraction });
          },
        });
        notify(t('documents.saved'));
      } catch (error) {
        if (controller.signal.aborted) return;
        const reason = error instanceof Error ? error.message : String(error);
        failed.push(t('documents.uploadFailed', { name: file.name, reason }));
      }
    }
    setCurrent(null);
    setProblems(failed);
  }

  const percent = current ? Math.round(current.fraction * 100) : 0;
  return (
    <Field.Root invalid={problems.length > 0} id="archivos">
      <Field.Label>{t('documents.chooseFiles')}</Field.Label>
      <Stack gap="2" w="full">
        <FilePicker
          name="documentos"
          multiple
          accept={DOCUMENT_RULE.accept?.join(',')}
          disabled={disabled || current !== null}
          onChange={(e) => void choose(e)}
          onBlur={() => undefined}
        />
        {current ? (
          <UploadProgress
            text={t('documents.uploading', { name: current.name, percent })}
            percent={percent}
            testId="document-upload-progress"
          />
        ) : null}
      </Stack>
      <Field.HelperText>
        {t('documents.uploadHelp', { max: sizeText(STORAGE_MAX_BYTES) })}
      </Field.HelperText>
      <FieldErrorText message={problems.length > 0 ? problems.join(' · ') : undefined} />
    </Field.Root>
  );
}
