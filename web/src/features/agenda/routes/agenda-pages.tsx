import { ResourceRoutes } from '../../../components/resource/resource-routes';
import { activitiesResource } from '../resources/activities';
import { categoriesResource, typesResource } from '../resources/taxonomy';

export default function AgendaPages() {
  return <ResourceRoutes resource={activitiesResource} />;
}

export function CategoriesPages() {
  return <ResourceRoutes resource={categoriesResource} />;
}

export function TypesPages() {
  return <ResourceRoutes resource={typesResource} />;
}
