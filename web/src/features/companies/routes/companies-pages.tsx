import { ResourceRoutes } from '../../../components/resource/resource-routes';
import { companiesResource } from '../resources/companies';

export default function CompaniesPages() {
  return <ResourceRoutes resource={companiesResource} />;
}
