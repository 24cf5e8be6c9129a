/** The organization API's paths (functions/src/routes/organizations.ts). */
export const orgPath = (orgId: string, rest = '') =>
  `/api/organizations/${encodeURIComponent(orgId)}${rest}`;
