import { describe, expect, test } from 'bun:test'
import { relative } from 'node:path'
import { cycles, importGraph, sourceFiles } from './check-cycles.ts'

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
  }, 60_000)
})

describe('layers', () => {
  test('the dataset loaders do not import the engine; the engine takes only their schemas (record types)', () => {
    const server = `${import.meta.dir}/../server/src`
    const edges = [...importGraph(sourceFiles(server))].flatMap(([from, targets]) =>
      targets.map((to) => `${relative(server, from)} → ${relative(server, to)}`),
    )
    expect(edges.filter((edge) => /^data\/.* → engine\//.test(edge))).toEqual([])
    expect(edges.filter((edge) => /^engine\/.* → data\//.test(edge) && !/ → data\/[a-z-]+-schema\.ts$/.test(edge))).toEqual([])
  })
})

describe('lint', () => {
  // Biome reads some 500 files in about a second; a machine busy with other work may take several (the default 5 s is no bound for a child process).
  test('Biome finds no errors in the workspace sources', () => {
    const run = Bun.spawnSync(['bun', 'run', 'lint', '--diagnostic-level=error'], { cwd: `${import.meta.dir}/..` })
    const output = run.stdout.toString() + run.stderr.toString()
    expect(output).not.toContain('lint/')
    expect(run.exitCode).toBe(0)
  }, 60_000)
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
