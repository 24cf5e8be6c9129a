import { Button, HStack, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

/**
 * A table row's Editar and Eliminar buttons, shared by the engine's lists and the set-up screens'
 * own tables. With `name`, each button's accessible name says which row it acts on.
 */
export function RowActions({
  name,
  onEdit,
  onDelete,
  editDisabled = false,
  children,
}: {
  name?: string;
  onEdit: () => void;
  /** Absent for a row that cannot be deleted. */
  onDelete?: () => void;
  editDisabled?: boolean;
  /** More buttons of the row, between edit and delete. */
  children?: ReactNode;
}) {
  const t = useT();
  const labelled = (action: string) => (name === undefined ? undefined : `${action} ${name}`);
  return (
    <Table.Cell>
      <HStack gap="2">
        <Button
          size="xs"
          variant="outline"
          aria-label={labelled(t('common.edit'))}
          onClick={onEdit}
          disabled={editDisabled}
        >
          {t('common.edit')}
        </Button>
        {children}
        {onDelete ? (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            aria-label={labelled(t('common.delete'))}
            onClick={onDelete}
          >
            {t('common.delete')}
          </Button>
        ) : null}
      </HStack>
    </Table.Cell>
  );
}
