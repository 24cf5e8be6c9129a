import * as yup from 'yup';
import { badRequest } from './http-error';

/** Lists are bounded: `max` rows per request, `fallback` when the caller does not say. */
export function pageSize(max = 500, fallback = 50) {
  return yup
    .number()
    .typeError('pageSize debe ser un número')
    .integer('pageSize debe ser un entero')
    .min(1, 'pageSize debe ser al menos 1')
    .max(max, `pageSize no puede ser mayor que ${max}`)
    .default(fallback);
}

export const listQuerySchema = yup.object({ pageSize: pageSize() });

export interface Filter<F extends string> {
  field: F;
  value: string;
}

/**
 * The spec's `filtered=[{"field":...,"value":...}]` query parameter, as JSON text; only the listed
 * fields may be filtered on, and values are plain text.
 */
export function filteredParam() {
  return yup.string().max(4_000, 'filtered es demasiado largo');
}

export function parseFilters<F extends string>(
  raw: string | undefined,
  allowed: readonly F[],
): Filter<F>[] {
  if (raw === undefined || raw === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('Datos no válidos', { filtered: 'filtered debe ser JSON' });
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  if (list.length > 10) throw badRequest('Datos no válidos', { filtered: 'Demasiados filtros' });
  return list.map((item: unknown) => {
    const field: unknown = typeof item === 'object' && item ? Reflect.get(item, 'field') : null;
    const value: unknown = typeof item === 'object' && item ? Reflect.get(item, 'value') : null;
    if (typeof field !== 'string' || !(allowed as readonly string[]).includes(field)) {
      throw badRequest('Datos no válidos', {
        filtered: `Solo se puede filtrar por ${allowed.join(', ')}`,
      });
    }
    // Firestore refuses query values over 1500 bytes: 200 characters stay under it in any script.
    if (typeof value !== 'string' || value.length === 0 || value.length > 200) {
      throw badRequest('Datos no válidos', { filtered: 'El valor del filtro no es válido' });
    }
    return { field: field as F, value };
  });
}
