import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import styles from './reports.module.css';

// Only what the reports draw is registered, so the chunk carries only those parts of Chart.js.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

/** A value null: nothing to show that month (the line breaks). */
export type ChartSeries = { label: string; values: (number | null)[] };
export type ChartSpec = {
  kind: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  stacked?: boolean;
  /** Axis values shown as this (₹, %). */
  unit?: 'rupees' | 'percent';
};

/** The chart colours, from the design tokens: each at least 3:1 against the page (WCAG 1.4.11). */
function palette(): string[] {
  const style = getComputedStyle(document.documentElement);
  return [1, 2, 3, 4, 5, 6].map(
    (n) => style.getPropertyValue(`--color-chart-${n}`).trim() || '#1d4ed8',
  );
}

function tick(unit: ChartSpec['unit']) {
  return (value: string | number) => {
    const n = Number(value);
    if (unit === 'percent') return `${n}%`;
    if (unit === 'rupees') return `₹${n.toLocaleString('en-IN')}`;
    return n.toLocaleString('en-IN');
  };
}

/**
 * A chart drawn on a canvas. The canvas is an image named by `title` for screen readers; the table
 * under it carries the same figures, and is what assistive technology reads.
 */
export function ReportChart({ title, spec }: { title: string; spec: ChartSpec }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const colours = palette();
    const chart = new Chart(canvas.current, {
      type: spec.kind,
      data: {
        labels: spec.labels,
        datasets: spec.series.map((series, index) => ({
          label: series.label,
          data: series.values,
          backgroundColor: colours[index % colours.length],
          borderColor: colours[index % colours.length],
          borderWidth: 2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: { stacked: spec.stacked ?? false },
          y: { stacked: spec.stacked ?? false, ticks: { callback: tick(spec.unit) } },
        },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => chart.destroy();
  }, [spec]);
  return (
    <div className={styles.chart}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={`${title}: chart; the table below gives its figures`}
      />
    </div>
  );
}
