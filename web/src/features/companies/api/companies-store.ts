import {
  LIMITS,
  companySchema,
  companySettingsSchema,
  paths,
  validateBody,
  type Company,
  type CompanyInput,
  type CompanySettings,
  type CompanySettingsInput,
  type WithId,
} from '@aforo/domain';
import {
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from '../../../lib/firebase-context';
// The company's rich text is written straight to Firestore: sanitized by validateBody first.
import '../../../lib/rich-text-sanitizer';
import { converter } from '../../../lib/firestore/converter';
import { refs } from '../../../lib/firestore/refs';
import { useDocSnapshot, useQuerySnapshot } from '../../../lib/firestore/use-snapshot';
import { nextIndex, orderChanges } from '../lib/companies';

/*
 * Companies are written directly as event admin: the values pass the domain
 * schema here and firestore.rules hold their shape and limits (part 3 §5.1) for any client.
 */

const settingsRef = (db: Firestore, eventId: string) =>
  doc(db, paths.companySettings(eventId)).withConverter(converter<WithId<CompanySettings>>());

const companyRef = (db: Firestore, eventId: string, id: string) =>
  doc(refs.companies(db, eventId), id);

/** The event's companies in the saved order, hidden ones included (the team reads them all). */
export function useCompanies(eventId: string) {
  const db = useFirestore();
  const q = useMemo(
    () => query(refs.companies(db, eventId), orderBy('index'), limit(LIMITS.list)),
    [db, eventId],
  );
  return useQuerySnapshot(q, `companies:${eventId}`);
}

/** The visualization and stand types; defaults while the organizer has saved none. */
export function useCompanySettings(eventId: string) {
  const db = useFirestore();
  const ref = useMemo(() => settingsRef(db, eventId), [db, eventId]);
  return useDocSnapshot(ref);
}

export const DEFAULT_SETTINGS: CompanySettingsInput = companySettingsSchema.getDefault();

export async function loadCompanySettings(
  db: Firestore,
  eventId: string,
): Promise<CompanySettingsInput> {
  const snap = await getDoc(settingsRef(db, eventId));
  const stored = snap.data();
  return {
    config: { ...DEFAULT_SETTINGS.config, ...stored?.config },
    stand_types: stored?.stand_types ?? [],
  };
}

export async function saveCompanySettings(
  db: Firestore,
  eventId: string,
  values: CompanySettingsInput,
) {
  const data = await validateBody(companySettingsSchema, values);
  await setDoc(doc(db, paths.companySettings(eventId)), { ...data, updated_at: serverTimestamp() });
}

export async function loadCompany(db: Firestore, eventId: string, id: string) {
  const snap = await getDoc(companyRef(db, eventId, id));
  return snap.data() ?? null;
}

/** A new company goes after the last one (part 3: numbered by the companies already there). */
export async function createCompany(db: Firestore, eventId: string, values: CompanyInput) {
  const data = await validateBody(companySchema, values);
  const last = await getDocs(
    query(refs.companies(db, eventId), orderBy('index', 'desc'), limit(1)),
  );
  const index = nextIndex(last.docs.map((d) => d.data()));
  await setDoc(doc(refs.companies(db, eventId).withConverter(null)), {
    ...data,
    index,
    created_at: serverTimestamp(),
    updated_at: serverTimestamp(),
  });
}

/** Saves the form's values; the position stays the list's (it may have changed meanwhile). */
export async function updateCompany(
  db: Firestore,
  eventId: string,
  id: string,
  values: CompanyInput,
) {
  const { index: _ignored, ...data } = await validateBody(companySchema, values);
  void _ignored;
  await updateDoc(doc(db, paths.company(eventId, id)), { ...data, updated_at: serverTimestamp() });
}

export async function deleteCompany(db: Firestore, eventId: string, id: string) {
  await deleteDoc(doc(db, paths.company(eventId, id)));
}

/** Stores the dragged order (index = position) in one batch: all of it or nothing. */
export async function saveCompanyOrder(
  db: Firestore,
  eventId: string,
  ids: readonly string[],
  companies: readonly Company[],
) {
  const changes = orderChanges(ids, companies);
  if (changes.length === 0) return;
  const batch = writeBatch(db);
  for (const { id, index } of changes) {
    batch.update(doc(db, paths.company(eventId, id)), { index, updated_at: serverTimestamp() });
  }
  await batch.commit();
}
