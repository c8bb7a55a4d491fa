import { describe, expect, it } from 'vitest';
import { fileSizeText, statusFromUrl } from './queue-filter';

describe('the queue filter', () => {
  it('reads a known status from the URL and falls back to pending', () => {
    expect(statusFromUrl('approved')).toBe('approved');
    expect(statusFromUrl('all')).toBe('all');
    expect(statusFromUrl(null)).toBe('pending');
    expect(statusFromUrl('bogus')).toBe('pending');
  });

  it('writes file sizes in bytes, KB or MB', () => {
    expect(fileSizeText(313, 'en')).toBe('313 B');
    expect(fileSizeText(2048, 'en')).toBe('2 KB');
    expect(fileSizeText(1.5 * 1024 * 1024, 'es')).toBe('1,5 MB');
  });
});
