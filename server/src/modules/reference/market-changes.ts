/**
 * A counter of the day-ahead prices and price lists this process stored: the market snapshot
 * (`market-store.ts`) looks at the database again at once after a local write, and otherwise at most
 * once a second (writes of other instances and processes).
 */
let changes = 0

export function noteMarketChange(): void {
  changes++
}

export function marketChanges(): number {
  return changes
}
