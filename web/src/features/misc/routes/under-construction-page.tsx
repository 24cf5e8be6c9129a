import { Container } from '@chakra-ui/react';
import { UnderConstruction } from '../../../components/under-construction';
import { useT } from '../../../i18n/use-t';
import type { MessageKey } from '../../../i18n/es';

/** A public or signed-in page that a later issue builds; its route and guard are real. */
export default function UnderConstructionPage({ title }: { title: MessageKey }) {
  const t = useT();
  return (
    <Container maxW="4xl" py="8">
      <UnderConstruction title={t(title)} />
    </Container>
  );
}
