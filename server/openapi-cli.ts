import { writeFile } from 'node:fs/promises';
import { buildApp } from './app';
import { loadConfig } from './shared/config';
import { openDb } from './db/connection';

/** Writes docs/openapi.json from the routes' schemas: `npm run openapi`. */
export async function generateOpenApi(): Promise<string> {
  const db = await openDb({});
  const app = await buildApp({ db, config: { ...loadConfig({}), distDir: '/nonexistent-build' } });
  await app.ready();
  const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
  await app.close();
  await db.close();
  return text;
}

if (process.argv[1]?.endsWith('openapi-cli.ts')) {
  const text = await generateOpenApi();
  await writeFile(new URL('../docs/openapi.json', import.meta.url), text);
  console.log('Wrote docs/openapi.json');
}
