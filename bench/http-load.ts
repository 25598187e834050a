/**
 * Closed-loop HTTP load generator for the benchmarks, run as its own process so that it does not
 * share the event loop with the servers under test:
 *   bun bench/http-load.ts '<json: { targets: [{ url, headers? }], seconds, rounds, connections }>'
 * Keeps `connections` requests in flight (keep-alive). After a one-second warm-up per target it
 * measures the targets in turn, `seconds` each, for `rounds` rounds, so that targets compared with
 * each other run side by side in time. Prints one JSON line: { rps: number[][] } (per target, per round).
 */
export {}

interface Plan {
  targets: { url: string; headers?: Record<string, string> }[]
  seconds: number
  rounds: number
  connections: number
}

const plan = JSON.parse(process.argv[2] ?? 'null') as Plan | null
if (!plan?.targets?.length) {
  console.error('usage: bun bench/http-load.ts \'{"targets":[{"url":"…","headers":{}}],"seconds":1,"rounds":10,"connections":32}\'')
  process.exit(2)
}

async function measure(target: Plan['targets'][number], milliseconds: number): Promise<number> {
  let completed = 0
  const started = performance.now()
  const deadline = started + milliseconds
  const connection = async () => {
    while (performance.now() < deadline) {
      const response = await fetch(target.url, { headers: target.headers })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`${target.url} answered ${response.status}`)
      completed++
    }
  }
  await Promise.all(Array.from({ length: plan!.connections }, connection))
  return completed / ((performance.now() - started) / 1000)
}

for (const target of plan.targets) await measure(target, 1000)
const rps = plan.targets.map(() => [] as number[])
for (let round = 0; round < plan.rounds; round++) {
  for (const [index, target] of plan.targets.entries()) rps[index]!.push(Math.round(await measure(target, plan.seconds * 1000)))
}
console.log(JSON.stringify({ rps }))
