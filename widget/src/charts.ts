import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js'

// Only what bar charts need, so the bundle carries no other controller, element, scale or plugin.
// Values are read from the table under each chart (for everyone, not only mouse users): no Tooltip plugin (≈ 5 KB gzip).
Chart.register(BarController, BarElement, CategoryScale, LinearScale)

export interface BarSeries {
  label: string
  values: number[]
  /** A CSS colour. */
  color: string
}

export interface BarChartOptions {
  labels: string[]
  series: BarSeries[]
  /** Formats a value for the axis. */
  format: (value: number) => string
  /** Axis and grid colours (CSS). */
  textColor: string
  gridColor: string
  fontFamily: string
}

/** Draws or updates a bar chart on a canvas; the chart follows its container's size. */
export const renderBarChart = (canvas: HTMLCanvasElement, existing: Chart<'bar'> | undefined, options: BarChartOptions): Chart<'bar'> => {
  const datasets = options.series.map((series) => ({
    label: series.label,
    data: series.values,
    backgroundColor: series.color,
    borderRadius: 3,
    maxBarThickness: 22,
  }))
  if (existing && existing.canvas === canvas) {
    existing.data.labels = options.labels
    existing.data.datasets = datasets
    existing.update()
    return existing
  }
  existing?.destroy()
  return new Chart(canvas, {
    type: 'bar',
    data: { labels: options.labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: { duration: 250 },
      scales: {
        x: { grid: { display: false }, ticks: { color: options.textColor, font: { family: options.fontFamily }, maxRotation: 0, autoSkipPadding: 6 } },
        y: {
          beginAtZero: true,
          grid: { color: options.gridColor },
          border: { display: false },
          ticks: { color: options.textColor, font: { family: options.fontFamily }, maxTicksLimit: 5, callback: (value) => options.format(Number(value)) },
        },
      },
    },
  })
}
