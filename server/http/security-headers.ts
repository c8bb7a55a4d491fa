import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../shared/config';

/**
 * The largest request body any JSON call takes. The biggest legitimate one is a message of
 * 10,000 characters (at most ~60 KB even with every character escaped); file uploads are
 * multipart, which @fastify/multipart reads as a stream under each route's own limits
 * (KYC: 4 files of 5 MB, avatar: one of 5 MB, attachments: contract/messaging.ts), so they
 * need no larger body limit. A bigger body is refused with 413 before it is read whole.
 */
export const globalBodyLimit = 128 * 1024;

/**
 * The Content-Security-Policy of every answer (the app shell, its files and the API).
 * Everything the app loads comes from its own origin: the bundle, the Ubuntu font files, the
 * locale files, the company's media (videos, captions, pictures, avatars under /media) and
 * the API. Nothing is framed and nothing frames the portal; links to WhatsApp, Telegram or
 * the social networks are plain navigations, which a CSP does not govern.
 */
const contentSecurityPolicy = {
  'default-src': ["'self'"],
  // No inline script anywhere: index.html only points at the hashed entry file.
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // Emotion (under Joy UI) writes <style> elements at run time and React renders `style`
  // attributes; a nonce would need the static index.html templated per request, so inline
  // styles stay allowed. Styles cannot run script, so the script policy above stays strict.
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: for Joy's inline SVG backgrounds and small inlined assets; blob: for pictures a
  // member picks before uploading (avatar, KYC, attachments) and for exported charts.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  // The genealogy layout runs in a module Web Worker; the offline service worker is ours too.
  'worker-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const isApiPath = (url: string) => /^\/api(?:[/?]|$)/.test(url);

const companyDocuments = new WeakSet<FastifyReply>();

/**
 * Marks an answer as a PDF the company made itself (the earnings statement the server draws,
 * the learning PDFs it ships), which goes without the page policy so the browser's viewer can
 * show it. Never for a file a member uploaded: those keep their sandbox policy.
 */
export function companyDocument(reply: FastifyReply): FastifyReply {
  companyDocuments.add(reply);
  return reply;
}

/**
 * Security headers through @fastify/helmet on every answer. Registered before the routes so
 * its hook runs first.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...contentSecurityPolicy,
        // Only meaningful (and only harmless) when the site is really served over TLS.
        ...(config.behindTls ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Nothing in the portal needs the Referer: links out (share links, the store) carry
    // what they need in their query, and member paths such as /member/mail/42 stay private.
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // HSTS over plain HTTP is ignored by browsers and misleading; only behind TLS.
    strictTransportSecurity: config.behindTls
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const pdf = String(reply.getHeader('content-type') ?? '').startsWith('application/pdf');
    // A PDF the company drew is no page of ours: Chrome shows it with its built-in viewer,
    // which the page policy (`object-src 'none'`) sent with the PDF would stop. A member's PDF
    // is not one of them and keeps its sandbox policy.
    if (pdf && companyDocuments.has(reply)) reply.removeHeader('content-security-policy');
    // Member answers (balances, mail, tokens) are no one's to keep: not the browser's cache, not
    // a proxy's, nor the back button's. Errors too, since they tell whether a token still lives.
    if (isApiPath(request.url)) {
      const cache = String(reply.getHeader('cache-control') ?? '');
      if (!/\bno-store\b/.test(cache)) reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
