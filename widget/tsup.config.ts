import { defineConfig, type Options } from 'tsup'

const sdkSource = new URL('../sdk/src/index.ts', import.meta.url).pathname

/** `WIDGET_BUILD=script` builds only the drop-in script (what `/demo` serves): no SDK build or type step needed. */
const scriptOnly = process.env.WIDGET_BUILD === 'script'

const configs: Options[] = [
  {
    // For bundlers: lit, chart.js and the SDK stay dependencies, deduplicated with the host app's.
    entry: { 'energy-calculator.esm': 'src/index.ts' },
    format: ['esm'],
    target: 'es2022',
    platform: 'browser',
    tsconfig: 'tsconfig.build.json',
    // Types for TypeScript hosts (the API types come from the SDK, a dependency).
    dts: true,
    sourcemap: true,
    clean: true,
    outExtension: () => ({ js: '.js' }),
  },
  {
    // The drop-in <script>: one self-contained file with Lit, the used parts of chart.js and the SDK.
    entry: { 'energy-calculator': 'src/index.ts' },
    format: ['iife'],
    target: 'es2022',
    platform: 'browser',
    // terser drops the chart.js scales esbuild keeps (their static defaults read properties).
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 2, pure_getters: true } },
    sourcemap: true,
    noExternal: [/.*/],
    outExtension: () => ({ js: '.js' }),
    esbuildOptions(options) {
      options.alias = { '@partner/energy-sdk': sdkSource }
      options.legalComments = 'none'
    },
  },
]

export default defineConfig(scriptOnly ? configs.filter((config) => config.format === 'iife' || (Array.isArray(config.format) && config.format.includes('iife'))) : configs)
