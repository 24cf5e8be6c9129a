import { Alert, Badge, Button, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { OwnCertificate } from '@aforo/domain';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { useT } from '../../../i18n/use-t';
import { normalizeError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session/session-provider';
import { saveBlob } from '../../../lib/files/save-blob';
import { useDownloadCertificate, useOwnCertificates } from '../api/own-certificates';

const fileNameOf = (name: string) =>
  `${
    name
      .normalize('NFD')
      .replace(/[^\w -]/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'certificado'
  }.pdf`;

/**
 * The signed-in attendee's certificates of one event (GET mycertificates), each downloadable as
 * its PDF when the attendee meets its conditions, else with why not (the server's words). The
 * server decides and refuses another attendee's: the request names no attendee. `compact` (the
 * ticket card) shows nothing for an event without certificates or for a non-attendee.
 */
export function OwnCertificates({
  eventId,
  compact = false,
}: {
  eventId: string;
  compact?: boolean;
}) {
  const t = useT();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const list = useOwnCertificates(eventId, signedIn ? (session.user?.uid ?? '') : null);
  const generate = useDownloadCertificate(eventId);
  const busy = generate.isPending ? generate.variables : null;
  const [failure, setFailure] = useState<string | null>(null);

  if (session.status === 'loading') return compact ? null : <PageLoader />;
  if (!signedIn) {
    return compact ? null : (
      <Stack gap="2" align="flex-start">
        <Text>{t('ownCertificates.signIn')}</Text>
        <Button onClick={() => session.openLogin()}>{t('ownCertificates.signInButton')}</Button>
      </Stack>
    );
  }
  if (list.status === 'loading') return compact ? null : <PageLoader />;
  if (list.status === 'error') {
    if (compact) return null;
    return (
      <Text data-testid="own-certificates-error">
        {list.error.status === 404 || list.error.status === 403
          ? t('ownCertificates.notAttendee')
          : list.error.message}
      </Text>
    );
  }
  if (list.data.length === 0) return compact ? null : <Text>{t('ownCertificates.none')}</Text>;

  const download = async (certificate: OwnCertificate) => {
    setFailure(null);
    try {
      const pdf = await generate.mutateAsync(certificate._id);
      saveBlob(pdf, fileNameOf(certificate.name));
    } catch (err) {
      setFailure(normalizeError(err).message);
    }
  };

  return (
    <Stack gap="3" data-testid="own-certificates">
      {compact ? (
        <Heading as="h3" size="sm">
          {t('ownCertificates.title')}
        </Heading>
      ) : null}
      {failure ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
        </Alert.Root>
      ) : null}
      <Stack as="ul" gap="2" listStyleType="none">
        {list.data.map((certificate) => (
          <Card.Root as="li" key={certificate._id} variant="outline" size="sm">
            <Card.Body>
              <Flex gap="3" align="center" wrap="wrap">
                <Text fontWeight="semibold" flex="1">
                  {certificate.name}
                </Text>
                {certificate.refusal ? (
                  <Stack gap="1" align="flex-end">
                    <Badge colorPalette="gray">{t('ownCertificates.notYet')}</Badge>
                    <Text fontSize="sm" data-testid="certificate-refusal">
                      {certificate.refusal}
                    </Text>
                  </Stack>
                ) : (
                  <Button
                    size="sm"
                    loading={busy === certificate._id}
                    disabled={busy !== null}
                    aria-label={t('ownCertificates.downloadNamed', { name: certificate.name })}
                    onClick={() => void download(certificate)}
                  >
                    {t('ownCertificates.download')}
                  </Button>
                )}
              </Flex>
            </Card.Body>
          </Card.Root>
        ))}
      </Stack>
    </Stack>
  );
}
