import type { ImportRowResult } from '@aforo/domain';
import { apiFetch, ApiRequestError } from '../../../lib/api-client';
import { BatchFailure } from '../lib/run-import';

/**
 * One batch through a batched, idempotent import (functions/src/routes/import.ts): the event's
 * attendees or an organization's members, by `path`.
 */
export async function sendBatch(
  path: string,
  rows: readonly unknown[],
  signal: AbortSignal,
): Promise<ImportRowResult[]> {
  try {
    const answer = await apiFetch<{ results: ImportRowResult[] }>(path, {
      method: 'POST',
      body: JSON.stringify({ rows }),
      signal,
    });
    return answer.results;
  } catch (error) {
    if (error instanceof ApiRequestError) {
      // No answer (700), a broken one (800) or a server failure: worth sending again.
      throw new BatchFailure(error.message, error.status >= 500 || error.status === 429);
    }
    throw new BatchFailure(String(error), true);
  }
}

/** The event's guests (invitados/importar-excel). */
export const sendImportBatch = (eventId: string, rows: readonly unknown[], signal: AbortSignal) =>
  sendBatch(
    `/api/eventUsers/createUserAndAddtoEvent/${encodeURIComponent(eventId)}/batch`,
    rows,
    signal,
  );
