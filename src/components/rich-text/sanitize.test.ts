import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the structure an editor writes', () => {
    const html =
      '<h2>Title</h2><p>Some <strong>bold</strong> and <em>soft</em> words.</p><ol><li>One</li></ol><img src="/media/covers/a.webp" alt="A">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, inline handlers and javascript: links', () => {
    const clean = sanitizeHtml(
      '<p>Hi</p><script>alert(1)</script><img src="x" onerror="alert(2)"><svg onload="alert(3)"></svg><a href="javascript:alert(4)">go</a><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).not.toMatch(/script|onerror|onload|javascript:|iframe/i);
    expect(clean).toContain('<p>Hi</p>');
    expect(clean).toContain('<img src="x">');
  });

  it('drops styles and forms that could dress up as the portal', () => {
    const clean = sanitizeHtml(
      '<style>body{display:none}</style><p style="position:fixed">x</p><form action="https://evil.example"><input name="password"></form>',
    );
    expect(clean).toBe('<p>x</p>');
  });

  it('opens other sites in a new tab without an opener', () => {
    expect(sanitizeHtml('<a href="https://example.com/plan">plan</a>')).toBe(
      '<a href="https://example.com/plan" target="_blank" rel="noopener noreferrer">plan</a>',
    );
    // A link inside the portal stays in place.
    expect(sanitizeHtml('<a href="/member/support">support</a>')).toBe(
      '<a href="/member/support">support</a>',
    );
  });
});
