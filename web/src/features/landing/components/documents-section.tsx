import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { EventDocument } from '@aforo/domain';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { downloadFile } from '../../../lib/files/download';
import { useSession } from '../../../lib/session/session-provider';
import { useDocuments } from '../api/use-section-content';
import { SectionError } from '../../../components/section-error';

const label = (d: EventDocument) => d.title || d.name || d._id;
const byLabel = (a: EventDocument, b: EventDocument) => label(a).localeCompare(label(b));

/**
 * The documents section of the landing (spec part 2 §6): exactly what the API lists for this
 * reader (public documents, and those restricted to its attendee role or its account: the
 * domain's canSeeDocument, the same decision as firestore.rules and storage.rules), asked again
 * when the signed-in user changes. Folders show the files they hold; a download goes through the
 * Storage rules with the reader's own credentials (lib/files/download.ts).
 */
export function DocumentsSection({ eventId }: { eventId: string }) {
  const t = useT();
  const { user } = useSession();
  const state = useDocuments(eventId, user?.uid ?? '');
  if (state.status === 'loading') return <PageLoader />;
  if (state.status === 'error') return <SectionError error={state.error} />;
  const docs = state.data.data;
  const folders = docs.filter((d) => d.type === 'folder').sort(byLabel);
  const shownFolders = new Set(folders.map((f) => f._id));
  const files = docs.filter((d) => d.type === 'file').sort(byLabel);
  // A file whose folder this reader may not see still shows (its own lists let the reader in).
  const loose = files.filter((f) => !f.folder_id || !shownFolders.has(f.folder_id));
  if (files.length === 0 && folders.length === 0) {
    return <Text data-testid="landing-documents-empty">{t('landing.documentsEmpty')}</Text>;
  }
  return (
    <Stack gap="5" data-testid="landing-documents">
      {folders.map((folder) => (
        <Box key={folder._id} data-testid={`landing-folder-${folder._id}`}>
          <Heading as="h3" size="md" mb="2">
            {label(folder)}
          </Heading>
          <FileList files={files.filter((f) => f.folder_id === folder._id)} />
        </Box>
      ))}
      {loose.length > 0 ? <FileList files={loose} /> : null}
    </Stack>
  );
}

function FileList({ files }: { files: EventDocument[] }) {
  const t = useT();
  if (files.length === 0) return <Text color="fg.muted">{t('landing.documentsEmpty')}</Text>;
  return (
    <List.Root variant="plain" gap="2">
      {files.map((file) => (
        <List.Item key={file._id} display="block">
          <DocumentFile file={file} />
        </List.Item>
      ))}
    </List.Root>
  );
}

function DocumentFile({ file }: { file: EventDocument }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const name = label(file);
  async function download() {
    if (!file.file) return;
    setState('busy');
    try {
      await downloadFile(file.file);
      setState('idle');
    } catch {
      setState('failed');
    }
  }
  return (
    <Stack gap="1">
      <Button
        variant="outline"
        size="sm"
        alignSelf="start"
        loading={state === 'busy'}
        disabled={!file.file}
        aria-label={t('landing.openDocument', { name })}
        onClick={() => void download()}
      >
        {name}
        {file.format ? ` (${file.format.toUpperCase()})` : ''}
      </Button>
      {state === 'failed' ? (
        <Text color="fg.error" role="alert">
          {t('landing.documentFailed', { name })}
        </Text>
      ) : null}
    </Stack>
  );
}
