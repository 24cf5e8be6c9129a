import type { Company, CompanyInput, StandType } from '@aforo/domain';

/** The form's values of a new company: every input controlled from the start. */
export function emptyCompany(): CompanyInput {
  return {
    name: '',
    description: '',
    short_description: '',
    stand_image: '',
    list_image: '',
    times_and_venues: '',
    contact_info: { description: '', image: null },
    advisor: [],
    services: [],
    brochure: null,
    webpage: null,
    telefono: '',
    email: '',
    video_url: null,
    linkedin: null,
    social_networks: [],
    gallery: [],
    stand_type: null,
    visible: true,
    visitors_space_id: null,
    index: 0,
  };
}

/** A stored company as form values: the schema's fields, defaults for what it lacks. */
export function companyValues(company: Company): CompanyInput {
  const empty = emptyCompany();
  const values = { ...empty };
  for (const key of Object.keys(empty) as (keyof CompanyInput)[]) {
    const stored = company[key];
    if (stored !== undefined) Object.assign(values, { [key]: stored });
  }
  values.contact_info = { ...empty.contact_info, ...company.contact_info };
  return values;
}

/** The saved order: by index, then by name for companies stored at the same position. */
export function byOrder(a: Pick<Company, 'index' | 'name'>, b: Pick<Company, 'index' | 'name'>) {
  return a.index - b.index || a.name.localeCompare(b.name);
}

/**
 * The index writes a new order needs (position = index): only the companies whose stored index
 * differs, so a move writes the rows it shifted and nothing else.
 */
export function orderChanges(
  ids: readonly string[],
  companies: readonly Pick<Company, '_id' | 'index'>[],
): { id: string; index: number }[] {
  const stored = new Map(companies.map((c) => [c._id, c.index]));
  return ids
    .map((id, index) => ({ id, index }))
    .filter(({ id, index }) => stored.has(id) && stored.get(id) !== index);
}

/** The next position: after the last company, so a new one is appended to the saved order. */
export function nextIndex(companies: readonly Pick<Company, 'index'>[]): number {
  return companies.reduce((max, c) => Math.max(max, c.index + 1), 0);
}

export interface CompanyGroup<C> {
  /** null: companies without a (known) stand type. */
  standType: StandType | null;
  companies: C[];
}

/**
 * The landing's groups (part 3 §3.1): one per stand type in the order the organizer declared
 * them, then the companies without a known type; each group in the saved order; empty groups
 * left out.
 */
export function groupByStandType<C extends Pick<Company, 'index' | 'name' | 'stand_type'>>(
  companies: readonly C[],
  standTypes: readonly StandType[],
): CompanyGroup<C>[] {
  const sorted = [...companies].sort(byOrder);
  const known = new Set(standTypes.map((t) => t.id));
  const groups: CompanyGroup<C>[] = standTypes.map((standType) => ({
    standType,
    companies: sorted.filter((c) => c.stand_type === standType.id),
  }));
  groups.push({
    standType: null,
    companies: sorted.filter((c) => c.stand_type == null || !known.has(c.stand_type)),
  });
  return groups.filter((g) => g.companies.length > 0);
}

/** A stand type's id from its name: readable in the data, unique among the others. */
export function standTypeId(label: string, taken: readonly string[]): string {
  const base =
    label
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'tipo';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}
