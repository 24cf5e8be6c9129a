import { Box, Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';

/**
 * Every admin table uses this one (STYLE.md): the engine's lists and the check-in table. Rows
 * come from the caller. The table scrolls sideways inside a focusable region, so keyboard users
 * can scroll a table wider than the screen.
 */
export function DataTable({
  label,
  headers,
  empty,
  emptyText,
  children,
  testId,
  striped = false,
  interactive = true,
  bordered = true,
}: {
  /** The accessible name of the table and its scroll region. */
  label: string;
  headers: readonly { key: string; label: ReactNode }[];
  /** Shows the empty row; a caller with its own empty state passes false. */
  empty: boolean;
  /** What an empty table says (default: list.empty). */
  emptyText?: string;
  children: ReactNode;
  testId?: string;
  striped?: boolean;
  /** Rows highlight under the pointer. */
  interactive?: boolean;
  bordered?: boolean;
}) {
  const t = useT();
  return (
    <Box
      overflowX="auto"
      tabIndex={0}
      role="region"
      aria-label={label}
      {...(bordered ? { borderWidth: '1px', rounded: 'md' } : {})}
    >
      <Table.Root
        size="sm"
        aria-label={label}
        data-testid={testId}
        interactive={interactive}
        striped={striped}
      >
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
    </Box>
  );
}
