import { defineConfig, type Options } from 'tsup'

const shared: Options = {
  entry: { index: 'src/index.ts' },
  tsconfig: 'tsconfig.build.json',
  target: 'es2022',
  sourcemap: true,
}

export default defineConfig([
  {
    ...shared,
    // One ESM file for Node, Bun and browsers alike: it imports no Node built-in (see src/upload.ts).
    format: ['esm'],
    platform: 'neutral',
    external: ['ky'],
    clean: true,
    // Published code without its doc comments and whitespace (the .d.ts and the source map keep both); names stay readable.
    esbuildOptions(options) {
      options.minifyWhitespace = true
      options.minifySyntax = true
    },
    // The API types come from the workspace package @partner/energy-shared (and TypeBox's Static):
    // inline them so the published .d.ts is self-contained and neither package is needed at install.
    dts: { resolve: [/^@partner\/energy-shared/] },
  },
  {
    ...shared,
    // ky is ESM-only; bundling it keeps require() working on every Node ≥ 20 without require(esm).
    format: ['cjs'],
    platform: 'node',
    noExternal: ['ky'],
    dts: { resolve: [/^@partner\/energy-shared/] },
  },
])
