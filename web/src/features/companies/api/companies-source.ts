import type { Company, CompanyInput } from '@aforo/domain';
import { doc } from 'firebase/firestore';
import { useFirestore } from '../../../lib/firebase-context';
import { refs } from '../../../lib/firestore/refs';
import { useDocSnapshot } from '../../../lib/firestore/use-snapshot';
import { isDocumentId, itemState } from '../../../lib/resources/event-content-source';
import type { OptionsSource, ResourceSource } from '../../../lib/resources/resource';
import {
  createCompany,
  deleteCompany,
  saveCompanyOrder,
  updateCompany,
  useCompanies,
  useCompanySettings,
} from './companies-store';

/** The companies for the engine: live in their saved order, written directly (companies-store). */
export const companiesSource: ResourceSource<Company, CompanyInput> = {
  useData({ eventId }) {
    const db = useFirestore();
    const list = useCompanies(eventId);
    return {
      list,
      create: (values) => createCompany(db, eventId, values),
      update: (id, values) => updateCompany(db, eventId, id, values),
      remove: (id) => deleteCompany(db, eventId, id),
      reorder: (ids, companies) => saveCompanyOrder(db, eventId, ids, companies),
    };
  },
  useItem({ eventId }, id) {
    const db = useFirestore();
    const ref = isDocumentId(id) ? doc(refs.companies(db, eventId), id) : null;
    const state = useDocSnapshot(ref);
    return ref ? itemState(state) : { status: 'success', data: null };
  },
};

/** The stand types of the configuration, live: a type added there shows here at once. */
export const standTypeOptions: OptionsSource = {
  useOptions({ eventId }) {
    const settings = useCompanySettings(eventId);
    if (settings.status !== 'success') return settings;
    const types = settings.data?.stand_types ?? [];
    return {
      status: 'success',
      data: types.map((type) => ({ value: type.id, label: { text: type.label } })),
    };
  },
};

/** The stand types' names by id, live, for the list's badges. */
export function useStandTypeNames(eventId: string): ReadonlyMap<string, string> {
  const settings = useCompanySettings(eventId);
  const types = settings.status === 'success' ? (settings.data?.stand_types ?? []) : [];
  return new Map(types.map((type) => [type.id, type.label]));
}
