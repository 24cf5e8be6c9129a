import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Bar, Line } from 'react-chartjs-2';

// Only what the two charts draw: the chunk stays small and the rest of chart.js is shaken off.
ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, BarElement, Tooltip);

export interface Series {
  labels: string[];
  values: number[];
}

const OPTIONS = {
  responsive: true,
  maintainAspectRatio: false,
  // Live refreshes redraw without the entry animation.
  animation: false,
  scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
} as const;

/**
 * A line (registrations over time) or bars (arrivals per five minutes) of counts. The canvas is
 * labelled for screen readers; the page lists the same figures as text beside it.
 */
export default function CountChart({
  kind,
  series,
  label,
}: {
  kind: 'line' | 'bar';
  series: Series;
  label: string;
}) {
  if (kind === 'line') {
    return (
      <Line
        aria-label={label}
        role="img"
        options={OPTIONS}
        data={{
          labels: series.labels,
          datasets: [{ label, data: series.values, borderColor: '#2563eb', tension: 0.2 }],
        }}
      />
    );
  }
  return (
    <Bar
      aria-label={label}
      role="img"
      options={OPTIONS}
      data={{
        labels: series.labels,
        datasets: [{ label, data: series.values, backgroundColor: '#0d9488' }],
      }}
    />
  );
}
