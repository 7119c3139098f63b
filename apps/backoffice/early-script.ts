// The early script of the back office (src/early.ts) in the production build: bundled on its own
// as one classic script (no imports, so it runs the moment it arrives), written to assets/ under
// its content's hash, and loaded `async` from the head of index.html, ahead of the app's modules.
// The development server does without it (the app then makes its first calls itself).
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';

export function earlyScript(options: { entry: string; apiUrl: string }): Plugin {
  let fileName = '';
  let source = '';
  return {
    name: 'tourplanner-early-script',
    apply: 'build',
    async buildStart() {
      const out = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { __TOURPLANNER_API_URL__: JSON.stringify(options.apiUrl.replace(/\/$/, '')) },
        build: {
          write: false,
          minify: true,
          // The same browsers as the app's build.
          target: 'baseline-widely-available',
          lib: { entry: resolve(options.entry), formats: ['iife'], name: 'tourplannerEarly' },
        },
      });
      const outputs = (Array.isArray(out) ? out : [out]) as { output: { type: string; code?: string }[] }[];
      const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
      if (!chunk?.code) throw new Error('early script: the build made no chunk');
      source = chunk.code;
      fileName = `assets/early-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head-prepend' }];
    },
  };
}
