import { describe, expect, it } from 'vitest';
import { actionKeys } from './action-key';
import { ApiError } from './errors';

const failure = (status: number) =>
  new ApiError({
    kind: status === 0 ? 'network' : 'validation',
    status,
    code: null,
    title: 'x',
    message: 'x',
  });

describe('actionKeys', () => {
  it('gives each action its own key', async () => {
    const keyed = actionKeys();
    const a = await keyed({ amount: '10.00' }, async (key) => key);
    const b = await keyed({ amount: '10.00' }, async (key) => key);
    expect(a).toMatch(/^[\x21-\x7e]{1,255}$/);
    expect(b).not.toBe(a);
  });

  it('sends the same key again after no answer, with the same input only', async () => {
    const keyed = actionKeys();
    const seen: string[] = [];
    const lost = (key: string) => {
      seen.push(key);
      return Promise.reject(failure(0));
    };
    await expect(keyed({ amount: '10.00' }, lost)).rejects.toThrow();
    await expect(keyed({ amount: '10.00' }, lost)).rejects.toThrow();
    expect(seen[1]).toBe(seen[0]);
    await expect(keyed({ amount: '20.00' }, lost)).rejects.toThrow();
    expect(seen[2]).not.toBe(seen[0]);
  });

  it('starts a new action after an answered refusal', async () => {
    const keyed = actionKeys();
    const seen: string[] = [];
    const refused = (key: string) => {
      seen.push(key);
      return Promise.reject(failure(422));
    };
    await expect(keyed({ amount: '10.00' }, refused)).rejects.toThrow();
    await expect(keyed({ amount: '10.00' }, refused)).rejects.toThrow();
    expect(seen[1]).not.toBe(seen[0]);
  });
});
