/** A minimal API stand-in for `bench/sdk.ts`: answers every request with a small JSON array, in its own process. */
const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => Response.json(['2024', '2025', '12M']) })
console.log(server.port)
