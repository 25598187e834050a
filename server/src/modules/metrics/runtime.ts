import { collectDefaultMetrics, Gauge, Registry } from 'prom-client'

/**
 * prom-client's default metrics that tell the truth on Bun (checked on 1.4.5: none of them crashes any more — the
 * event-loop monitor did on 1.2.3–1.2.4, oven-sh/bun#17716 and #18300 — but several report nothing or nonsense):
 * CPU, start time, resident and virtual memory, file descriptors and the event-loop lag (a 300 ms block reads as
 * 0.29 s). Left out: `nodejs_heap_size_total_bytes` (Bun reports it below the heap in use), `nodejs_heap_space_*`
 * (V8's spaces, all 0 on JavaScriptCore), `nodejs_active_handles|requests|resources*` (Bun lists none: always 0),
 * `nodejs_gc_duration_seconds` (Bun emits no gc performance entries), `nodejs_version_info` (the Node version Bun
 * imitates) and `process_heap_bytes` (VmData: the address space JavaScriptCore reserves, GiBs, not its heap).
 */
const TRUTHFUL_DEFAULTS = new Set([
  'process_cpu_user_seconds_total',
  'process_cpu_system_seconds_total',
  'process_cpu_seconds_total',
  'process_start_time_seconds',
  'process_resident_memory_bytes',
  'process_virtual_memory_bytes',
  'process_open_fds',
  'process_max_fds',
  'nodejs_eventloop_lag_seconds',
  'nodejs_eventloop_lag_min_seconds',
  'nodejs_eventloop_lag_max_seconds',
  'nodejs_eventloop_lag_mean_seconds',
  'nodejs_eventloop_lag_stddev_seconds',
  'nodejs_eventloop_lag_p50_seconds',
  'nodejs_eventloop_lag_p90_seconds',
  'nodejs_eventloop_lag_p99_seconds',
])

let runtime: Registry | undefined

/**
 * The process's own metrics, one registry per process however many apps it serves (the tests run several):
 * the truthful defaults, and the heap in use and the external memory from process.memoryUsage(). Bun's heapUsed
 * counts the external memory too (ArrayBuffers, the embedded database's WebAssembly memory — reserved, mostly not
 * resident), so the heap gauge takes it out, as on Node.
 */
export function runtimeRegistry(): Registry {
  if (runtime) return runtime
  const all = new Registry()
  collectDefaultMetrics({ register: all })
  const registry = new Registry()
  // In prom-client's order: a group's first gauge collects the values of the others.
  for (const { name } of all.getMetricsAsArray()) if (TRUTHFUL_DEFAULTS.has(name)) registry.registerMetric(all.getSingleMetric(name)!)
  // Registered first: its collect() also sets the external gauge, which the registry reads after it.
  new Gauge({
    name: 'nodejs_heap_size_used_bytes',
    help: 'JavaScript objects on the JavaScriptCore heap, in bytes (external memory apart)',
    registers: [registry],
    collect() {
      const usage = process.memoryUsage()
      this.set(Math.max(0, usage.heapUsed - usage.external))
      external.set(usage.external)
    },
  })
  const external = new Gauge({
    name: 'nodejs_external_memory_bytes',
    help: 'Memory of ArrayBuffers and WebAssembly instances (reserved, not all of it resident), in bytes',
    registers: [registry],
  })
  runtime = registry
  return registry
}
