import { describe, expect, it } from 'vitest';
import { keyBytes } from './web-push';

describe('keyBytes', () => {
  it('decodes the unpadded base64url VAPID key into the 65 bytes of a P-256 point', () => {
    const bytes = new Uint8Array(65).map((_, i) => (i === 0 ? 4 : (i * 37) % 256));
    const key = Buffer.from(bytes).toString('base64url');
    expect(key).toHaveLength(87);
    expect(key).toMatch(/[-_]/);
    expect([...keyBytes(key)]).toEqual([...bytes]);
  });
});
