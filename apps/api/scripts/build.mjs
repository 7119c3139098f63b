#!/usr/bin/env node
// Bundles the API for production: one ES module per entry point in dist/ (the server, the
// migrate and create-admin commands) that plain `node` runs, with the workspace's TypeScript
// packages and most of node_modules inside; docs/decisions/0010 says what stays outside and why.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ownCodeOnly } from './own-source-map.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = join(root, 'dist');

/**
 * Packages loaded from node_modules at run time instead of being bundled, because they find
 * files of their own next to their code: a native addon (@node-rs/argon2, sharp), WebAssembly and
 * the database's data files (PGlite), the static pages of /docs (swagger-ui). Each must be a
 * dependency of apps/api, so that node resolves it from dist/. pino is bundled: we configure no
 * transport, the one part of it that loads files (worker threads) at run time.
 */
export const EXTERNAL = ['@node-rs/argon2', 'sharp', '@electric-sql/pglite', '@fastify/swagger-ui'];
/** Optional packages that a bundled one may require and that are never installed here. */
const NEVER_INSTALLED = ['pg-native'];

const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const unresolvable = EXTERNAL.filter((name) => !(name in dependencies));
if (unresolvable.length) {
  throw new Error(`external packages must be dependencies of apps/api: ${unresolvable.join(', ')}`);
}

rmSync(outdir, { recursive: true, force: true });
const started = performance.now();
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    migrate: 'src/cli/migrate.ts',
    'create-admin': 'src/cli/create-admin.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  // Chunks sit beside the entry points: src/env.ts finds apps/api (and so drizzle/ and .data/)
  // as the folder above the file it is bundled into, as it does above src/.
  chunkNames: 'chunk-[hash]',
  sourcemap: 'linked',
  sourcesContent: false,
  legalComments: 'linked',
  external: [...EXTERNAL, ...NEVER_INSTALLED],
  // Bundled CommonJS modules call require() and read __filename/__dirname; an ES module has none.
  banner: {
    js: [
      "import { createRequire as __tpCreateRequire } from 'node:module';",
      "import { fileURLToPath as __tpFileURLToPath } from 'node:url';",
      'const require = __tpCreateRequire(import.meta.url);',
      'const __filename = __tpFileURLToPath(import.meta.url);',
      "const __dirname = __tpFileURLToPath(new URL('.', import.meta.url));",
    ].join('\n'),
  },
  metafile: true,
  logLevel: 'warning',
});

for (const file of Object.keys(result.metafile.outputs).filter((f) => f.endsWith('.js.map'))) {
  const path = join(root, file);
  writeFileSync(path, JSON.stringify(ownCodeOnly(JSON.parse(readFileSync(path, 'utf8')))));
}

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
const bytes = outputs.reduce((sum, [file]) => sum + statSync(join(root, file)).size, 0);
console.log(
  `api: ${outputs.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MiB of JavaScript in dist/ ` +
    `(${Math.round(performance.now() - started)} ms)`,
);
