import { Box, List, Stack, Text } from '@chakra-ui/react';
import { chartedChoices, type GraphType } from '@aforo/domain';
import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar, Pie } from 'react-chartjs-2';

// Only what the survey graphs use (bars on both axes, pie).
ChartJS.register(ArcElement, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const COLORS = ['#2b6cb0', '#dd6b20', '#38a169', '#d53f8c', '#805ad5'];

/**
 * A question's live results (part 2 §9 graph types): bars along y (horizontal), along x
 * (vertical) or a pie. The counts are also written out as text: the canvas is not readable.
 */
export function ResultsChart({
  label,
  choices,
  counts,
  graphType,
  showNoVotos,
}: {
  label: string;
  choices: readonly string[];
  counts: Readonly<Record<string, number>>;
  graphType: GraphType;
  /** Whether options nobody chose are drawn (the survey's showNoVotos). */
  showNoVotos: boolean;
}) {
  const labels = chartedChoices(choices, counts, showNoVotos);
  const data = {
    labels: [...labels],
    datasets: [
      {
        label,
        data: labels.map((c) => counts[c] ?? 0),
        backgroundColor: labels.map((_, i) => COLORS[i % COLORS.length]),
      },
    ],
  };
  return (
    <Stack gap="2">
      <Box maxW="md">
        {graphType === 'pie' ? (
          <Pie data={data} options={{ animation: false }} aria-label={label} />
        ) : (
          <Bar
            aria-label={label}
            data={data}
            options={{
              animation: false,
              indexAxis: graphType === 'y' ? 'y' : 'x',
              plugins: { legend: { display: false } },
              scales: { x: { ticks: { precision: 0 } }, y: { ticks: { precision: 0 } } },
            }}
          />
        )}
      </Box>
      <List.Root data-testid="survey-counts">
        {labels.map((c) => (
          <List.Item key={c}>
            <Text as="span">
              {c}: <span data-testid={`survey-count-${c}`}>{counts[c] ?? 0}</span>
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
