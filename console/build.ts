/** `bun run --cwd console build`: the console's one script, `dist/console.js` (minified, for the browser). */
import { buildConsole } from './src/build.ts'

const { bytes } = await buildConsole()
console.log(`console/dist/console.js: ${bytes} bytes`)
