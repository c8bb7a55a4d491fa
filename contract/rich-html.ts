import type { Config, DOMPurify } from 'dompurify';

/**
 * The one set of rules for the company's HTML (articles, learnings): the server sanitises
 * what the desk writes with them before storing it, and the member's reader sanitises again
 * with the same rules right before rendering. Scripts, event handlers, frames, forms and
 * styles go; text, headings, lists, links, tables and pictures stay.
 */
export const richHtmlConfig: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

type LinkLike = {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
};

/** Adds the rules' hooks to a DOMPurify instance (the browser's window or the server's). */
export function withRichHtmlHooks(purifier: DOMPurify): DOMPurify {
  purifier.addHook('afterSanitizeAttributes', (element) => {
    // Typed by hand: the server compiles without the DOM library.
    const node = element as unknown as LinkLike;
    // A link to another site opens in a new tab and learns nothing about the portal.
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}
