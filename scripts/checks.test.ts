import { describe, expect, test } from 'bun:test'
import { cycles } from './check-cycles.ts'

describe('import cycle check', () => {
  test('finds a cycle through three files and a file importing itself', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ])
    expect(cycles(graph)).toEqual([['a', 'b', 'c'], ['e']])
  })

  test('an acyclic graph has none', () => {
    expect(cycles(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toEqual([])
  })

  test('the workspace sources import each other without cycles', () => {
    const run = Bun.spawnSync(['bun', 'run', 'scripts/check-cycles.ts'], { cwd: `${import.meta.dir}/..` })
    expect(run.stderr.toString()).toBe('')
    expect(run.exitCode).toBe(0)
  })
})
