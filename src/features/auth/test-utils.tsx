import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { createTestI18n } from '@/lib/test-i18n';
import auth from '../../../public/locales/en/auth.json';
import common from '../../../public/locales/en/common.json';
import validation from '../../../public/locales/en/validation.json';

/** The real English texts, so tests find elements by what a person reads. */
const testI18n = createTestI18n({ en: { common, auth, validation } });

type Answer = { status?: number; body: unknown } | ((url: URL, init: RequestInit) => Response);

/**
 * Replaces fetch: each request is answered by the first route whose "METHOD /path" matches.
 * Returns the recorded calls so tests can read the bodies that went out.
 */
export function mockApi(routes: Record<string, Answer>) {
  const calls: { method: string; path: string; url: URL; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, url, body });
    const answer = routes[`${method} ${url.pathname}`];
    if (!answer) return new Response(JSON.stringify({ error_code: 'not_found' }), { status: 404 });
    if (typeof answer === 'function') return answer(url, init);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Renders screens at `path` inside the app's providers (router, queries, theme, texts). */
export function renderAt(path: string, routes: RouteObject[], state?: unknown) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, {
    initialEntries: [
      {
        pathname: path.split('?')[0]!,
        search: path.includes('?') ? `?${path.split('?')[1]}` : '',
        state,
      },
    ],
  });
  const view = render(
    <I18nextProvider i18n={testI18n}>
      <CssVarsProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </CssVarsProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}

export const page = (path: string, element: ReactElement): RouteObject => ({ path, element });
