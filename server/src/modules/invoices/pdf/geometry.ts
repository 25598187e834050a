/**
 * Named geometry of the page: when two lines are one text wrapped, and when two cells start at one left edge.
 * Distances between lines are in font sizes (a bill's scale), between edges in points.
 */
import type { Line } from './layout.ts'

/** Baselines at most this many font sizes apart are consecutive lines of one text (a wrapped name, a sentence). */
export const LINE_APART = 1.6
/** Left edges at most this many points apart are one edge (a column, a wrapped cell's tail). */
export const SAME_EDGE = 2

/** `line` follows `above` on the same page, a line apart at most (in `line`'s font size). */
export const nextLine = (above: Line, line: Line, reach = LINE_APART): boolean => line.page === above.page && line.y - above.y <= line.size * reach

/** Two cells (or runs) start at one left edge. */
export const sameLeftEdge = (a: { x: number }, b: { x: number }): boolean => Math.abs(a.x - b.x) <= SAME_EDGE
