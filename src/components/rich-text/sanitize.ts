import DOMPurify from 'dompurify';

/**
 * The company's content is HTML written in its back office (spec §3 Article content). It is
 * sanitised here, right before rendering, with DOMPurify: scripts, event handlers, frames,
 * forms and styles go; text, headings, lists, links, tables and pictures stay.
 */
const purifier = DOMPurify();

purifier.addHook('afterSanitizeAttributes', (node) => {
  // A link to another site opens in a new tab and learns nothing about the portal.
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
