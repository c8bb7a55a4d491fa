/**
 * The one set of rules for the company's HTML (articles, learnings): the server sanitises
 * what the desk writes with them before storing it, and the member's reader sanitises again
 * with the same rules right before rendering. Scripts, event handlers, frames, forms and
 * styles go; text, headings, lists, links, tables and pictures stay.
 */
export const richHtmlConfig = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

export type LinkLike = {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
};

/**
 * The rules' one hook, for DOMPurify's `afterSanitizeAttributes` (the browser's instance and
 * the server's add it): a link to another site opens in a new tab and learns nothing about the
 * portal. Typed by shape, since contract/ depends on nothing but zod and the server compiles
 * without the DOM library.
 */
export function richHtmlLinkHook(node: LinkLike): void {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
}
