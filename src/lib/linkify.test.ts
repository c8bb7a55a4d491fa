import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http(s) and www. addresses into links and leaves the rest as text', () => {
    expect(linkify('See https://a.example/x?y=1, or www.b.example.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://a.example/x?y=1', href: 'https://a.example/x?y=1' },
      { kind: 'text', text: ', or ' },
      { kind: 'link', text: 'www.b.example', href: 'https://www.b.example' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('interprets no markup: tags stay text and javascript: is never a link', () => {
    const text = '<script>alert(1)</script> <a href="javascript:alert(2)">x</a>';
    expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('stops a URL at an angle bracket or a quote', () => {
    expect(linkify('<https://a.example/p>')).toEqual([
      { kind: 'text', text: '<' },
      { kind: 'link', text: 'https://a.example/p', href: 'https://a.example/p' },
      { kind: 'text', text: '>' },
    ]);
  });

  it('keeps a closing parenthesis the URL opened', () => {
    expect(linkify('(https://w.example/X_(y))')[1]).toEqual({
      kind: 'link',
      text: 'https://w.example/X_(y)',
      href: 'https://w.example/X_(y)',
    });
  });
});
