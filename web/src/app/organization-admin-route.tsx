import OrganizationAdminPage from '../features/organizations/routes/organization-admin-page';
import { MoreMessages } from '../i18n/more-messages';
import { adminFeatureMessages } from './admin-messages';

/**
 * /admin/organization/{id} is an admin screen outside the admin area: it brings the admin's
 * messages (its Apariencia, Configuración miembros and import reuse the event admin's screens).
 */
export default function OrganizationAdminRoute() {
  return (
    <MoreMessages messages={adminFeatureMessages}>
      <OrganizationAdminPage />
    </MoreMessages>
  );
}
