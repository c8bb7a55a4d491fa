import type { FastifyRequest } from 'fastify';

/** The languages the portal speaks; server messages and company content exist in each. */
const portalLanguages = ['en', 'es'] as const;
export type PortalLanguage = (typeof portalLanguages)[number];

const isPortalLanguage = (code: string): code is PortalLanguage =>
  (portalLanguages as readonly string[]).includes(code);

/**
 * The best portal language in an `Accept-Language` value, by its q-weights, matching on the
 * primary subtag (`es-MX` reads as `es`); null when it names none of them. Pure: parsed
 * by hand because the header is small and a wrong weight must never fail a call.
 */
export function pickLanguage(header: string | undefined): PortalLanguage | null {
  if (!header) return null;
  let best: { code: PortalLanguage; q: number } | null = null;
  for (const part of header.slice(0, 512).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const code = tag.trim().toLowerCase().split('-')[0] ?? '';
    if (!isPortalLanguage(code)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { code, q };
  }
  return best?.code ?? null;
}

/**
 * The language a call is answered in (decision 044): the one the client reads the portal in,
 * sent as `Accept-Language`; else the signed-in member's account language; else English.
 * The client always sends the member's one setting, so both agree once it is saved.
 */
export function requestLanguage(request: FastifyRequest): PortalLanguage {
  const chosen = pickLanguage(request.headers['accept-language']);
  if (chosen) return chosen;
  const check = request.tokenCheck;
  const stored = check?.state === 'live' ? check.session.language : undefined;
  return stored && isPortalLanguage(stored) ? stored : 'en';
}
