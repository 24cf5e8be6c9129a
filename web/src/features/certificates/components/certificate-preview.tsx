import {
  Alert,
  Box,
  Button,
  Field,
  HStack,
  Input,
  Link,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Certificate } from '@aforo/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { AppDialog } from '../../../components/app-dialog';
import { useT } from '../../../i18n/use-t';
import { normalizeError } from '../../../lib/api-client';
import { useAdminEvent } from '../../../lib/event/admin-event-context';
import { fetchCertificatePreview, usePickableAttendees } from '../api/certificate-preview';

const SAMPLE = '';

/**
 * "Vista previa" of a certificate row: the PDF an attendee will get, for a chosen attendee or for
 * sample data, shown in the page (and downloadable where the browser shows no PDFs, as phones).
 */
export function CertificatePreviewButton({ certificate }: { certificate: Certificate }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        aria-label={t('certificates.previewOf', { name: certificate.name })}
        onClick={() => setOpen(true)}
      >
        {t('certificates.preview')}
      </Button>
      {open ? (
        <CertificatePreviewDialog certificate={certificate} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function CertificatePreviewDialog({
  certificate,
  onClose,
}: {
  certificate: Certificate;
  onClose: () => void;
}) {
  const t = useT();
  const { event } = useAdminEvent();
  const [who, setWho] = useState(SAMPLE);
  const [sampleName, setSampleName] = useState(() => t('certificates.sampleName'));
  const [emailInput, setEmailInput] = useState('');
  const [searched, setSearched] = useState('');
  const attendees = usePickableAttendees(event._id, searched);
  const [pdf, setPdf] = useState<{ url: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The object URL lives as long as the preview shows it.
  useEffect(() => () => (pdf ? URL.revokeObjectURL(pdf.url) : undefined), [pdf]);

  const found = attendees.status === 'success' ? attendees.data.data : [];

  const search = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    setSearched(emailInput.trim().toLowerCase());
    setWho(SAMPLE);
  };

  const render = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const chosen = found.find((a) => a._id === who);
      const blob = await fetchCertificatePreview(
        event._id,
        certificate._id,
        chosen ? { attendeeId: chosen._id } : { sampleName },
      );
      setPdf({
        url: URL.createObjectURL(blob),
        name: chosen ? chosen.properties.names : sampleName,
      });
    } catch (err) {
      setFailure(normalizeError(err).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppDialog
      open
      onClose={onClose}
      size="lg"
      title={t('certificates.previewTitle', { name: certificate.name })}
      testId="certificate-preview-dialog"
    >
      <Stack gap="4">
        <Text fontSize="sm">{t('certificates.previewHelp')}</Text>
        <Stack as="form" gap="2" onSubmit={search}>
          <Field.Root>
            <Field.Label>{t('certificates.previewSearch')}</Field.Label>
            <HStack w="full">
              <Input
                type="email"
                value={emailInput}
                onChange={(e) => setEmailInput(e.target.value)}
                placeholder="asistente@ejemplo.com"
              />
              <Button type="submit" variant="outline">
                {t('certificates.previewSearchButton')}
              </Button>
            </HStack>
          </Field.Root>
          {searched && attendees.status === 'success' && found.length === 0 ? (
            <Text fontSize="sm" data-testid="certificate-preview-none">
              {t('certificates.previewNotFound', { email: searched })}
            </Text>
          ) : null}
        </Stack>
        <Field.Root>
          <Field.Label>{t('certificates.previewFor')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={who} onChange={(e) => setWho(e.target.value)}>
              <option value={SAMPLE}>{t('certificates.previewSample')}</option>
              {found.map((a) => (
                <option key={a._id} value={a._id}>
                  {`${a.properties.names} <${a.properties.email}>`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {who === SAMPLE ? (
          <Field.Root>
            <Field.Label>{t('certificates.previewSampleName')}</Field.Label>
            <Input value={sampleName} onChange={(e) => setSampleName(e.target.value)} />
          </Field.Root>
        ) : null}
        <Button alignSelf="start" loading={busy} onClick={() => void render()}>
          {t('certificates.previewRender')}
        </Button>
        {failure ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        ) : null}
        {pdf ? (
          <Stack gap="2" data-testid="certificate-preview">
            <Box
              asChild
              w="full"
              h={{ base: '16rem', md: '24rem' }}
              borderWidth="1px"
              borderRadius="sm"
            >
              <object
                data={pdf.url}
                type="application/pdf"
                aria-label={t('certificates.previewFrame', { name: pdf.name })}
              >
                <Text p="3">{t('certificates.previewNoViewer')}</Text>
              </object>
            </Box>
            <Link href={pdf.url} download="vista-previa-certificado.pdf" fontSize="sm">
              {t('certificates.previewDownload')}
            </Link>
          </Stack>
        ) : null}
      </Stack>
    </AppDialog>
  );
}
