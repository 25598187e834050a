/**
 * Resident memory of a process tree, read from /proc (Linux). Bun reserves a huge virtual address
 * space, so RLIMIT_AS cannot cap it: the resident set is what has to be watched.
 */
import { readdirSync, readFileSync } from 'node:fs'

function read(path: string): string | null {
  try {
    return readFileSync(path, 'latin1')
  } catch {
    return null
  }
}

/** VmRSS of one process in bytes; 0 once it is gone (or a zombie). */
export function rssBytes(pid: number): number {
  const match = read(`/proc/${pid}/status`)?.match(/^VmRSS:\s+(\d+)\s+kB/m)
  return match ? Number(match[1]) * 1024 : 0
}

/** Parent of every live process (one pass over /proc). */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = read(`/proc/${entry}/stat`)
    if (!stat) continue
    // The command name may hold spaces and parentheses: the fields after the last ')' are fixed.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    const list = children.get(ppid)
    if (list) list.push(Number(entry))
    else children.set(ppid, [Number(entry)])
  }
  return children
}

/** The pids of each root and all its descendants, from one walk of /proc. */
export function processTrees(roots: number[]): Map<number, number[]> {
  const children = parents()
  const trees = new Map<number, number[]>()
  for (const root of roots) {
    const pids = [root]
    for (let i = 0; i < pids.length; i++) pids.push(...(children.get(pids[i]!) ?? []))
    trees.set(root, pids)
  }
  return trees
}

/** VmRSS of a process and all its descendants, in bytes. */
export function treeRssBytes(root: number): number {
  return processTrees([root])
    .get(root)!
    .reduce((sum, pid) => sum + rssBytes(pid), 0)
}
