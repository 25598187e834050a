/**
 * Generates the next checked-in migration: applies the existing ones to a fresh in-memory database,
 * diffs the schema against the entities and writes the difference as a new migration class.
 * Usage: bun run db:migration <Name>
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from '../server/src/db/orm.ts'

const name = process.argv[2]
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('usage: bun run db:migration <PascalCaseName>')
  process.exit(2)
}
const dir = join(import.meta.dir, '../server/src/db/migrations')
const db = await openDatabase({ embeddedDir: 'memory://' })
try {
  const result = await db.orm.migrator.create(dir, false, false, name)
  if (!result.fileName) {
    console.log('schema is up to date: no migration written')
  } else {
    const indexPath = join(dir, 'index.ts')
    const generatedName = result.fileName.replace(/\.ts$/, '')
    const index = readFileSync(indexPath, 'utf8')
      .replace(/\n\/\*\*/, `\nimport { ${generatedName} } from './${result.fileName}'\n\n/**`)
      .replace(/\n\]\n?$/, `\n  { name: '${generatedName}', class: ${generatedName} },\n]\n`)
    writeFileSync(indexPath, index)
    console.log(`wrote ${result.fileName}`)
  }
} finally {
  await db.close()
}
