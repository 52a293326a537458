/** Chart.js scales whose axes say what they count: the x axis its days, the y axis its unit; counts from 0 in whole steps. */
export function titledAxes({ x, y, stacked = false }: { x: string; y: string; stacked?: boolean }) {
  return {
    x: { stacked, title: { display: true, text: x } },
    y: { stacked, beginAtZero: true, ticks: { precision: 0 }, title: { display: true, text: y } },
  };
}

/** The x axis title of the charts a day. */
export const DAY_AXIS = 'Day (UTC)';
