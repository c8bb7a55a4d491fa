/**
 * The server's picture in docs/architecture.md, drawn from what decides it: the allowed
 * arrows from the lint configuration (eslint.config.js `serverLayers`) and each area's uses
 * of other areas from the code's imports. `npm run architecture` rewrites the block between
 * the markers; tests/server/architecture.test.ts fails when the committed block differs, so
 * the picture cannot go stale.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(repoRoot, 'server');
export const docPath = path.join(repoRoot, 'docs', 'architecture.md');
const begin = '<!-- server-picture:begin (npm run architecture) -->';
const end = '<!-- server-picture:end -->';

export type ServerLayers = Record<string, { allow: string[] }>;

/** The folders of server/ that are plumbing or programs rather than product areas. */
export const plumbing = (layers: ServerLayers) =>
  new Set(Object.keys(layers).filter((k) => k !== 'area' && k !== 'root'));

export function serverAreas(layers: ServerLayers): string[] {
  const notAreas = plumbing(layers);
  return readdirSync(serverDir)
    .filter((d) => statSync(path.join(serverDir, d)).isDirectory() && !notAreas.has(d))
    .sort();
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return f.endsWith('.ts') && !f.endsWith('.test.ts') ? [p] : [];
  });

/** For each area, the other areas its code imports (through their index.ts). */
export function areaUses(areas: string[]): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const area of areas) {
    const found = new Set<string>();
    for (const file of sourceFiles(path.join(serverDir, area))) {
      const text = readFileSync(file, 'utf8');
      for (const [, spec = ''] of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
        const target = path.relative(serverDir, path.resolve(path.dirname(file), spec));
        const top = target.split(path.sep)[0] ?? '';
        if (top !== area && areas.includes(top)) found.add(top);
      }
    }
    uses.set(area, [...found].sort());
  }
  return uses;
}

const label: Record<string, string> = {
  root: 'app.ts, main.ts, CLIs',
  area: 'server/&lt;area&gt;/',
};
const nameOf = (kind: string) => label[kind] ?? `server/${kind}/`;

export function renderServerPicture(layers: ServerLayers): string {
  const areas = serverAreas(layers);
  const uses = areaUses(areas);
  const lines: string[] = [
    begin,
    '',
    'Allowed imports between the folders of `server/` (from `eslint.config.js`):',
    '',
  ];
  lines.push('```mermaid', 'flowchart TD');
  for (const kind of Object.keys(layers)) lines.push(`  ${kind}["${nameOf(kind)}"]`);
  for (const [kind, { allow }] of Object.entries(layers)) {
    for (const to of allow) {
      lines.push(
        to === 'area-entry' ? `  ${kind} -- "index.ts only" --> area` : `  ${kind} --> ${to}`,
      );
    }
  }
  lines.push('```', '');
  lines.push(
    'Every folder may also import `contract/`. Inside an area: routes → service → repository → db;',
  );
  lines.push('the pure rules import nothing that does I/O.', '');
  lines.push('| area | uses (through their index.ts) |', '| --- | --- |');
  for (const area of areas) {
    const used = uses.get(area) ?? [];
    lines.push(`| \`${area}/\` | ${used.length ? used.map((u) => `\`${u}\``).join(', ') : '—'} |`);
  }
  lines.push('', end);
  return lines.join('\n');
}

export function currentPicture(doc: string): string | null {
  const a = doc.indexOf(begin);
  const b = doc.indexOf(end);
  return a < 0 || b < 0 ? null : doc.slice(a, b + end.length);
}

/** docs/architecture.md as it should be: its picture redrawn, then laid out by Prettier. */
export async function expectedDoc(layers: ServerLayers): Promise<string> {
  const doc = readFileSync(docPath, 'utf8');
  const old = currentPicture(doc);
  if (old === null) throw new Error(`docs/architecture.md has no ${begin} … ${end} block.`);
  const options = (await prettier.resolveConfig(docPath)) ?? {};
  return prettier.format(doc.replace(old, renderServerPicture(layers)), {
    ...options,
    filepath: docPath,
  });
}

async function main() {
  const { serverLayers } = (await import('../eslint.config')) as { serverLayers: ServerLayers };
  writeFileSync(docPath, await expectedDoc(serverLayers));
  console.log('docs/architecture.md: server picture redrawn.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
