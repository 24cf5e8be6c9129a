import type { Certificate } from '@aforo/domain';
import { useT } from '../../../i18n/use-t';

/** Who may download a certificate, in a few words: its conditions, or everyone. */
export function CertificateAudience({
  certificate,
}: {
  certificate: Pick<Certificate, 'rol_ids' | 'checked_in_only' | 'activity_ids'>;
}) {
  const t = useT();
  const parts: string[] = [];
  if (certificate.rol_ids.length > 0) {
    parts.push(t('certificates.whoRoles', { n: certificate.rol_ids.length }));
  }
  if (certificate.checked_in_only) parts.push(t('certificates.whoCheckedIn'));
  const activities = certificate.activity_ids?.length ?? 0;
  if (activities > 0) parts.push(t('certificates.whoActivities', { n: activities }));
  return <>{parts.length > 0 ? parts.join(' · ') : t('certificates.everyone')}</>;
}
