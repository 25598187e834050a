/** The route label of every path no route serves: unknown paths share it and never become labels of their own. */
export const UNMATCHED_ROUTE = 'unmatched'

export interface RoutePatterns {
  /** Every route pattern (`/api/v1/studies/:id`), then UNMATCHED_ROUTE last. */
  patterns: readonly string[]
  /** The index in `patterns` of the route serving `path`. */
  match(path: string): number
}

const segmentRank = (segment: string) => (segment === '*' ? 2 : segment.startsWith(':') ? 1 : 0)

/** Static segments before parameters before wildcards, position by position, as the router prefers them. */
function bySpecificity(a: string, b: string): number {
  const left = a.split('/')
  const right = b.split('/')
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const rank = segmentRank(left[i]!) - segmentRank(right[i]!)
    if (rank !== 0) return rank
  }
  return right.length - left.length
}

function patternExpression(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  // Elysia serves a path with a trailing slash by the same route.
  return new RegExp(`^${body}/?$`)
}

/**
 * Maps a request path to the pattern of the route that serves it, so that metrics are labelled by route and
 * never by ids. Static routes cost one map look-up; the few with parameters are tried as precompiled expressions.
 */
export function routePatterns(paths: readonly string[]): RoutePatterns {
  const patterns = [...new Set(paths), UNMATCHED_ROUTE]
  const unmatched = patterns.length - 1
  const exact = new Map<string, number>()
  const dynamic: { prefix: string; expression: RegExp; index: number }[] = []
  patterns.slice(0, unmatched).forEach((pattern, index) => {
    const firstVariable = pattern.search(/[:*]/)
    if (firstVariable < 0) exact.set(pattern, index)
    // The static part before the first parameter rules most patterns out before their expression runs.
    else dynamic.push({ prefix: pattern.slice(0, firstVariable), expression: patternExpression(pattern), index })
  })
  dynamic.sort((a, b) => bySpecificity(patterns[a.index]!, patterns[b.index]!))
  return {
    patterns,
    match(path) {
      const found = exact.get(path)
      if (found !== undefined) return found
      for (const { prefix, expression, index } of dynamic) if (path.startsWith(prefix) && expression.test(path)) return index
      if (path.length > 1 && path.endsWith('/')) return exact.get(path.slice(0, -1)) ?? unmatched
      return unmatched
    },
  }
}
