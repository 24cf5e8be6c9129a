import { isDefaultInterest, type CompanyType } from '@aforo/domain';
import { useCallback } from 'react';
import { useT } from '../i18n/use-t';

/**
 * Profile values as people read them: a default interest is a key the catalogues name in each
 * language; an event's own interest is shown as the organizer wrote it.
 */
export function useProfileLabels() {
  const t = useT();
  const interest = useCallback(
    (value: string) => (isDefaultInterest(value) ? t(`profile.interest.${value}`) : value),
    [t],
  );
  const companyType = useCallback((value: CompanyType) => t(`profile.companyType.${value}`), [t]);
  return { interest, companyType };
}
