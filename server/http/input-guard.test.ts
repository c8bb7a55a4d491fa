import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/app-error';
import { checkJsonValue, checkRawUrl, decodeUrlComponent, textProblem } from './input-guard';

/** The field a guard names, or null when it lets the input through. */
function refusedField(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(422);
    return Object.keys((error as AppError).errors ?? {})[0] ?? '';
  }
}

const request = (url: string, route = '/api/mail/threads/:id') =>
  ({ url, routeOptions: { url: route } }) as unknown as FastifyRequest;

describe('textProblem', () => {
  it('refuses NUL and lone surrogates, and keeps every real character', () => {
    expect(textProblem('a\u0000b')).not.toBeNull();
    expect(textProblem('\ud800')).not.toBeNull();
    expect(textProblem('a\udc00')).not.toBeNull();
    expect(textProblem('\udc00\ud800')).not.toBeNull();
    for (const fine of ['', 'Zoë', '日本語', '😀 ok', '\ufffd', 'tab\tand\nnewline'])
      expect(textProblem(fine), fine).toBeNull();
  });
});

describe('decodeUrlComponent', () => {
  it('decodes percent-encoded UTF-8 and plus signs in a query', () => {
    expect(decodeUrlComponent('Zo%C3%AB+M', true)).toEqual({ text: 'Zoë M' });
    expect(decodeUrlComponent('a+b', false)).toEqual({ text: 'a+b' });
  });

  it('refuses malformed escapes, bytes that are not UTF-8, and NUL', () => {
    for (const raw of ['%E0%A4%A', '%', '%zz', '%ED%A0%80', '%C0%80', '%FF', '%00', 'a%00b'])
      expect('problem' in decodeUrlComponent(raw, true), raw).toBe(true);
  });
});

describe('checkRawUrl', () => {
  it('names the path parameter or the query parameter that holds bad text', () => {
    expect(refusedField(() => checkRawUrl(request('/api/mail/threads/a%00b')))).toBe('id');
    expect(refusedField(() => checkRawUrl(request('/api/mail/threads/1?search=%E0%A4%A')))).toBe(
      'search',
    );
    expect(refusedField(() => checkRawUrl(request('/api/mail/x%00?search=ok', '*')))).toBe('path');
    expect(refusedField(() => checkRawUrl(request('/api/mail/threads/1?%FF=1')))).toBe('query');
  });

  it('lets clean URLs through', () => {
    expect(
      refusedField(() => checkRawUrl(request('/api/mail/threads/1?search=Zo%C3%AB&a=&b'))),
    ).toBeNull();
  });
});

describe('checkJsonValue', () => {
  it('names the field, however deep, and never echoes a broken key', () => {
    expect(refusedField(() => checkJsonValue({ name: 'a\u0000' }))).toBe('name');
    expect(refusedField(() => checkJsonValue({ lines: [{ note: '\ud800' }] }))).toBe(
      'lines.0.note',
    );
    expect(refusedField(() => checkJsonValue({ customer: { 'x\u0000': 1 } }))).toBe('customer');
    expect(refusedField(() => checkJsonValue({ 'x\u0000': 1 }))).toBe('body');
    expect(refusedField(() => checkJsonValue('\u0000'))).toBe('body');
  });

  it('walks a body nested far deeper than the call stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(refusedField(() => checkJsonValue({ x: deep }))).toMatch(/^x(\.0)+$/);
  });

  it('lets clean values of every type through', () => {
    expect(
      refusedField(() => checkJsonValue({ a: 1, b: null, c: [true, 'Zoë'], d: { e: '😀' } })),
    ).toBeNull();
  });
});
