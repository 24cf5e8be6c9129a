import type { CertificateDownload, OwnCertificate } from '@aforo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchBlob } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

const eventPath = (eventId: string, path: string) =>
  `/api/events/${encodeURIComponent(eventId)}/${path}`;

/**
 * The signed-in attendee's certificates of one event (GET mycertificates), each with why it
 * cannot be downloaded yet when it cannot. A null uid (no session yet) waits.
 */
export function useOwnCertificates(eventId: string, uid: string | null) {
  return useApiRead<OwnCertificate[]>(
    queryKeys.certificates.mine(eventId, uid ?? ''),
    uid === null ? null : eventPath(eventId, 'mycertificates'),
  );
}

/** Who downloaded which certificate and when (the organizer's report). */
export function useCertificateDownloads(eventId: string) {
  return useApiRead<CertificateDownload[]>(
    queryKeys.certificates.downloads(eventId),
    eventPath(eventId, 'certificate-downloads'),
  );
}

/**
 * The PDF of one of the caller's certificates (POST generatecertificate): the server checks the
 * conditions and records the download, so the downloads report is read again afterwards.
 */
export function useDownloadCertificate(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (certificateId: string) =>
      apiFetchBlob(eventPath(eventId, 'generatecertificate?download=1'), {
        method: 'POST',
        body: JSON.stringify({ certificate_id: certificateId }),
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.certificates.downloads(eventId) }),
  });
}
