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

describe('lint', () => {
  test('Biome finds no errors in the workspace sources', () => {
    const run = Bun.spawnSync(['bun', 'run', 'lint', '--diagnostic-level=error'], { cwd: `${import.meta.dir}/..` })
    const output = run.stdout.toString() + run.stderr.toString()
    expect(output).not.toContain('lint/')
    expect(run.exitCode).toBe(0)
  })
})

describe('documentation', () => {
  test('every setting the configuration reads is in the README table', async () => {
    const root = `${import.meta.dir}/..`
    const config = await Bun.file(`${root}/server/src/config.ts`).text()
    const readme = await Bun.file(`${root}/README.md`).text()
    const settings = [...new Set([...config.matchAll(/'([A-Z][A-Z0-9_]{3,})'/g)].map((match) => match[1]!))]
    expect(settings.length).toBeGreaterThan(20)
    expect(settings.filter((setting) => !readme.includes(`\`${setting}\``))).toEqual([])
  })
})
