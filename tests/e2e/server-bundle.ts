// The server the journeys start, bundled once per run by the e2e global setup. Starting
// `server/main.ts` under tsx resolves and loads several hundred TypeScript modules through
// the loader's hooks in every one of the ~45 starts of a run; one ESM file with the
// packages left external loads in a fraction of that. What runs is the same source:
// esbuild strips the types as tsx does (tsx is esbuild underneath).
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * Modules that find their files beside themselves (`new URL('./migrations/', import.meta.url)`)
 * keep their own URL in the bundle, so migrations, media and the sanitiser's require resolve
 * from the source tree as under tsx.
 */
const keepModuleUrls = (root: string): Plugin => ({
  name: 'keep-module-urls',
  setup(bundle) {
    const inTree = new RegExp(
      `^${root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(server|contract)/.*\\.ts$`,
    );
    bundle.onLoad({ filter: inTree }, async ({ path: file }) => {
      const source = await readFile(file, 'utf8');
      const own = JSON.stringify(pathToFileURL(file).href);
      return { contents: source.replaceAll('import.meta.url', own), loader: 'ts' };
    });
  },
});

/**
 * Bundles `server/main.ts` into the repository's node_modules cache (so its external packages
 * resolve from node_modules as the source's do) and returns the file's path.
 */
export async function bundleServer(root: string): Promise<string> {
  const dir = path.join(root, 'node_modules', '.cache', 'member-portal-e2e');
  await mkdir(dir, { recursive: true });
  const outfile = path.join(dir, `server-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.base.json'),
    outfile,
    plugins: [keepModuleUrls(root)],
    logLevel: 'warning',
  });
  return outfile;
}
