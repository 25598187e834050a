import { readFileSync } from 'node:fs'

/** The kernel's range for ports it picks itself (port 0 listeners, outgoing connections); Linux's default when unreadable. */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number)
    if (low && high) return [low, high]
  } catch {}
  return [32768, 60999]
}

/**
 * A free loopback port for a server process that the test starts. Picked below the kernel's ephemeral
 * range: a port the kernel handed out (to a probe, or to any outgoing connection) may be taken again
 * by an outgoing connection before the server binds it, and its start then fails with "port in use".
 */
export async function freePort(): Promise<number> {
  const [low] = ephemeralRange()
  const floor = low > 12_000 ? 10_000 : 1_024
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = floor + Math.floor(Math.random() * (low - floor))
    try {
      Bun.listen({ hostname: '127.0.0.1', port, socket: { data() {} } }).stop(true)
      return port
    } catch {}
  }
  throw new Error('no free port below the ephemeral range')
}
