import type { UserProfile, UserProfileInput } from '@aforo/domain';
import { apiFetch } from '../../../lib/api-client';
import { useApiQuery } from '../../../lib/use-api-query';

const profilePath = (userId: string) => `/api/users/${encodeURIComponent(userId)}`;

/** GET /api/users/{id}: the API answers the user itself only (403 for anyone else). */
export function useProfile(userId: string) {
  return useApiQuery<UserProfile>(profilePath(userId));
}

/** PUT /api/users/{id} with names and picture; answers the saved profile. */
export function saveProfile(userId: string, input: UserProfileInput): Promise<UserProfile> {
  return apiFetch<UserProfile>(profilePath(userId), {
    method: 'PUT',
    body: JSON.stringify(input),
  });
}
