import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { lazy, Suspense, type ReactNode } from 'react';
import { DataTable } from '../../../components/resource/data-table';
import { PageLoader } from '../../../components/page-loader';

// chart.js comes in its own chunk, after the figures (which the table gives as text too).
const CountChart = lazy(() => import('./charts'));

export interface BreakdownRow {
  key: string;
  label: string;
  /** The figure charted (the first value column). */
  value: number;
  /** Further cells after the label, already formatted; default: the value. */
  cells?: readonly ReactNode[];
}

/**
 * One breakdown of the dashboard (check-ins per door device or staff member, attendees per
 * ticket, payments): an optional bar chart of the first figure and the same figures as a table,
 * so the numbers are readable without the canvas.
 */
export function Breakdown({
  id,
  title,
  headers,
  rows,
  emptyText,
  chart = true,
}: {
  id: string;
  title: string;
  headers: readonly { key: string; label: string }[];
  rows: readonly BreakdownRow[];
  emptyText: string;
  chart?: boolean;
}) {
  const charted = rows.some((row) => row.value > 0);
  return (
    <Box as="section" aria-labelledby={`dashboard-${id}`}>
      <Heading as="h2" size="md" id={`dashboard-${id}`}>
        {title}
      </Heading>
      {chart && charted ? (
        <Box h="200px">
          <Suspense fallback={<PageLoader />}>
            <CountChart
              kind="bar"
              label={title}
              series={{ labels: rows.map((r) => r.label), values: rows.map((r) => r.value) }}
            />
          </Suspense>
        </Box>
      ) : null}
      {rows.length === 0 ? <Text color="fg.muted">{emptyText}</Text> : null}
      {rows.length > 0 ? (
        <DataTable
          label={title}
          testId={`dashboard-${id}`}
          empty={false}
          emptyText={emptyText}
          headers={headers}
        >
          {rows.map((row) => (
            <Table.Row key={row.key}>
              <Table.Cell>{row.label}</Table.Cell>
              {(row.cells ?? [row.value]).map((cell, i) => (
                <Table.Cell key={i}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </DataTable>
      ) : null}
    </Box>
  );
}
