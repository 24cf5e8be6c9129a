import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

/** Every admin list uses this one table (STYLE.md); rows come from the caller. */
export function DataTable({
  label,
  headers,
  empty,
  emptyText,
  children,
  testId,
}: {
  /** The accessible name of the table. */
  label: string;
  headers: readonly { key: string; label: string }[];
  empty: boolean;
  /** What an empty table says (default: list.empty). */
  emptyText?: string;
  children: ReactNode;
  testId?: string;
}) {
  const t = useT();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label} data-testid={testId} interactive>
        <Table.Header>
          <Table.Row>
            {headers.map((h) => (
              <Table.ColumnHeader key={h.key}>{h.label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {children}
          {empty ? (
            <Table.Row>
              <Table.Cell
                colSpan={headers.length}
                textAlign="center"
                color="fg.muted"
                py="6"
                data-testid={testId ? `${testId}-empty` : undefined}
              >
                {emptyText ?? t('list.empty')}
              </Table.Cell>
            </Table.Row>
          ) : null}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
