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
  type ChartConfiguration,
} from 'chart.js';
import { MatrixController, MatrixElement } from 'chartjs-chart-matrix';

// Only the pieces these charts draw: Chart.js leaves the rest out of the page's chunk.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
  MatrixController,
  MatrixElement,
);

/**
 * A Chart.js chart on a canvas, drawn again when its configuration changes. The canvas is an
 * image named by `label`; the table under it carries the numbers for screen readers.
 */
export function ChartCanvas({
  label,
  config,
  height = 256,
}: {
  label: string;
  config: ChartConfiguration;
  /** In CSS pixels; the width follows the card's. */
  height?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // The page's text colour, so labels read on the light and the dark theme alike.
    Chart.defaults.color = getComputedStyle(canvas.current!).color;
    const chart = new Chart(canvas.current!, {
      ...config,
      options: { responsive: true, maintainAspectRatio: false, animation: false, ...config.options },
    });
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="relative w-full" style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
