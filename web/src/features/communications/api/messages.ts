import type { MailItem, PushNotificationInput, SentPushNotification } from '@aforo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useApiRead } from '../../../lib/api-query';
import { queryKeys } from '../../../lib/query-keys';

/** A mail as the history lists it: without its bodies, its time as the API serialized it. */
export type ListedMail = Omit<MailItem, 'html' | 'text' | 'created_at'> & {
  created_at?: { _seconds?: number; seconds?: number } | string | null;
};

const eventPath = (eventId: string, path: string) =>
  `/api/events/${encodeURIComponent(eventId)}/${path}`;

/** The mails the event sent (GET .../invitations), latest first. */
export function useSentMails(eventId: string) {
  return useApiRead<{ data: ListedMail[] }>(
    queryKeys.communications.mails(eventId),
    `${eventPath(eventId, 'invitations')}?pageSize=500`,
  );
}

/** The push notifications the event sent (GET .../sendpush). */
export function useSentPushes(eventId: string) {
  return useApiRead<{ data: SentPushNotification[] }>(
    queryKeys.communications.pushes(eventId),
    eventPath(eventId, 'sendpush'),
  );
}

/** Sends an in-app notice (POST .../sendpush); the sent list is read again afterwards. */
export function useSendPush(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PushNotificationInput) =>
      apiFetch<{ recipients: number }>(eventPath(eventId, 'sendpush'), {
        method: 'POST',
        body: JSON.stringify(values),
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.communications.pushes(eventId) }),
  });
}
