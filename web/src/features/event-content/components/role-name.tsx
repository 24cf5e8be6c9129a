import { useDefaultLabels } from '../../../lib/default-labels';

/** An attendee role's name, the default role's from the catalogue (lib/default-labels.ts). */
export function RoleName({ role }: { role: { _id?: string; name?: string } }) {
  return <>{useDefaultLabels().role(role)}</>;
}
