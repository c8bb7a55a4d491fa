import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { issueMessage } from './error-handler';

/** A schema's first issue as fastify-type-provider-zod hands it to the error handler. */
function handed(schema: z.ZodType, value: unknown) {
  const issue = schema.safeParse(value).error!.issues[0]!;
  const { path, code, message, ...params } = issue;
  return { instancePath: `/${path.join('/')}`, keyword: code, message, params };
}

describe('issueMessage (decision 044)', () => {
  it('has zod write its own default message in Spanish, with what it received', () => {
    const issue = handed(z.object({ a: z.string() }), { a: 5 });
    expect(issueMessage(issue, 'en')).toBe('Invalid input: expected string, received number');
    expect(issueMessage(issue, 'es')).toBe('Entrada inválida: se esperaba texto, recibido número');
    expect(issueMessage(handed(z.number().max(3), 9), 'es')).toMatch(/^Demasiado grande/);
  });

  it('leaves a catalogued message to the boundary, which translates it', () => {
    const issue = handed(z.string().min(1, 'Enter your password.'), '');
    expect(issueMessage(issue, 'es')).toBe('Enter your password.');
  });
});
