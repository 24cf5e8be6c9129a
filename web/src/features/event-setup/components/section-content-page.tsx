import { Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ResourceList } from '../../../components/resource/resource-list';
import { useT } from '../../../i18n/use-t';
import type { ResourceDefinition } from '../../../lib/resources/resource';

/** A landing section's content list, reached from Habilitar secciones and leading back to it. */
export function SectionContentPage<T extends { _id: string }, I extends object>({
  resource,
}: {
  resource: ResourceDefinition<T, I>;
}) {
  const t = useT();
  return (
    <Stack gap="4">
      <Link asChild alignSelf="start" fontSize="sm" data-testid="back-to-menu">
        <RouterLink to=".." relative="path">
          {t('eventSetup.menu.back')}
        </RouterLink>
      </Link>
      <ResourceList resource={resource} />
    </Stack>
  );
}
