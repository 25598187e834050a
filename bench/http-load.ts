/**
 * Closed-loop HTTP load generator for the benchmarks, run as its own process so that it does not
 * share the event loop with the server under test:
 *   bun bench/http-load.ts <url> <seconds> <connections> [header: value]...
 * Keeps <connections> requests in flight (keep-alive), warms up for one second, then counts completed
 * 200 responses for <seconds> and prints one JSON line { requests, errors, seconds, rps }.
 */
const [url, secondsArg, connectionsArg, ...headerArgs] = process.argv.slice(2)
if (!url || !secondsArg || !connectionsArg) {
  console.error('usage: bun bench/http-load.ts <url> <seconds> <connections> [header: value]...')
  process.exit(2)
}
const headers = Object.fromEntries(headerArgs.map((header) => [header.slice(0, header.indexOf(':')).trim(), header.slice(header.indexOf(':') + 1).trim()]))

async function run(milliseconds: number): Promise<{ requests: number; errors: number; seconds: number }> {
  let requests = 0
  let errors = 0
  const started = performance.now()
  const deadline = started + milliseconds
  const connection = async () => {
    while (performance.now() < deadline) {
      const response = await fetch(url!, { headers })
      await response.arrayBuffer()
      if (response.status === 200) requests++
      else errors++
    }
  }
  await Promise.all(Array.from({ length: Number(connectionsArg) }, connection))
  return { requests, errors, seconds: (performance.now() - started) / 1000 }
}

await run(1000)
const result = await run(Number(secondsArg) * 1000)
console.log(JSON.stringify({ ...result, rps: Math.round(result.requests / result.seconds) }))
