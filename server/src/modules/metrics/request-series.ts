/** Methods with series of their own; any other method is counted as OTHER (a client cannot grow the label set). */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'] as const
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const

/** Seconds: quick lookups in the lowest buckets, a study's render and an invoice's OCR in the highest. */
export const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60]

function methodIndex(method: string): number {
  switch (method) {
    case 'GET':
      return 0
    case 'HEAD':
      return 1
    case 'POST':
      return 2
    case 'PUT':
      return 3
    case 'PATCH':
      return 4
    case 'DELETE':
      return 5
    case 'OPTIONS':
      return 6
    default:
      return 7
  }
}

const statusClassIndex = (status: number) => Math.min(4, Math.max(0, Math.floor(status / 100) - 1))

type Labels = { method: string; route: string; status_class: string }
type Sample = { labels: Labels | (Labels & { le: string | number }); value: number; metricName: string }

/**
 * `http_requests_total` and `http_request_duration_seconds` by route pattern, method and status class. Every
 * request is counted on the hot path, so it goes into flat arrays indexed by (route, method, class) — no label
 * objects, strings or map look-ups per request (prom-client's observe() builds both) — and the samples are built
 * only when /metrics is read. The two objects `metrics()` returns are read by prom-client's registry like its
 * own metrics (it calls `get()`).
 */
export class RequestSeries {
  private readonly width = REQUEST_DURATION_BUCKETS.length + 1
  private readonly counts: Float64Array
  private readonly sums: Float64Array
  private readonly buckets: Float64Array

  constructor(private readonly routes: readonly string[]) {
    const series = routes.length * METHODS.length * STATUS_CLASSES.length
    this.counts = new Float64Array(series)
    this.sums = new Float64Array(series)
    this.buckets = new Float64Array(series * this.width)
  }

  record(route: number, method: string, status: number, seconds: number): void {
    const series = (route * METHODS.length + methodIndex(method)) * STATUS_CLASSES.length + statusClassIndex(status)
    this.counts[series]!++
    this.sums[series]! += seconds
    let bucket = 0
    while (bucket < REQUEST_DURATION_BUCKETS.length && seconds > REQUEST_DURATION_BUCKETS[bucket]!) bucket++
    this.buckets[series * this.width + bucket]!++
  }

  private labelsOf(series: number): Labels {
    const statusClass = series % STATUS_CLASSES.length
    const rest = (series - statusClass) / STATUS_CLASSES.length
    const method = rest % METHODS.length
    return { method: METHODS[method]!, route: this.routes[(rest - method) / METHODS.length]!, status_class: STATUS_CLASSES[statusClass]! }
  }

  private samples(histogram: boolean): Sample[] {
    const samples: Sample[] = []
    for (let series = 0; series < this.counts.length; series++) {
      const count = this.counts[series]!
      if (count === 0) continue
      const labels = this.labelsOf(series)
      if (!histogram) {
        samples.push({ labels, value: count, metricName: 'http_requests_total' })
        continue
      }
      let cumulative = 0
      for (let bucket = 0; bucket < this.width; bucket++) {
        cumulative += this.buckets[series * this.width + bucket]!
        const le = bucket < REQUEST_DURATION_BUCKETS.length ? REQUEST_DURATION_BUCKETS[bucket]! : '+Inf'
        samples.push({ labels: { ...labels, le }, value: cumulative, metricName: 'http_request_duration_seconds_bucket' })
      }
      samples.push({ labels, value: this.sums[series]!, metricName: 'http_request_duration_seconds_sum' })
      samples.push({ labels, value: count, metricName: 'http_request_duration_seconds_count' })
    }
    return samples
  }

  /** The counter and the histogram, in the shape prom-client's registry reads. */
  metrics() {
    const reset = () => {
      this.counts.fill(0)
      this.sums.fill(0)
      this.buckets.fill(0)
    }
    const metric = (name: string, help: string, type: 'counter' | 'histogram') => ({
      name,
      help,
      type,
      aggregator: 'sum' as const,
      reset,
      get: async () => ({ name, help, type, aggregator: 'sum' as const, values: this.samples(type === 'histogram') }),
    })
    return [
      metric('http_requests_total', 'HTTP requests answered, by route pattern, method and status class', 'counter'),
      metric('http_request_duration_seconds', 'Time from receiving a request to its response, by route pattern, method and status class', 'histogram'),
    ]
  }
}
