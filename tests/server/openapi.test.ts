import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { generateOpenApi } from '../../server/openapi-cli';

describe('OpenAPI document', () => {
  it('is generated from the routes and committed up to date (run npm run openapi)', async () => {
    const generated = await generateOpenApi();
    const committed = await readFile(new URL('../../docs/openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(generated);
  });

  it('documents every call of the skeleton with its request body', async () => {
    const doc = JSON.parse(await generateOpenApi()) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    for (const path of [
      '/api/auth/dummy',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/user_data',
      '/api/auth_check',
      '/api/home/dashboard',
      '/api/home/notifications_count',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/api/auth/login']?.post?.requestBody).toBeDefined();
  });
});
