import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http/errors';
import { createTestI18n } from '@/lib/test-i18n';
import { QueryState } from './query-state';

const common = JSON.parse(readFileSync('public/locales/es/common.json', 'utf8')) as object;
const i18n = createTestI18n({ en: { common } });
afterEach(cleanup);

function Screen({ error, notFoundText }: { error: Error; notFoundText?: string }) {
  const query = useQuery({
    queryKey: ['thing'],
    queryFn: (): Promise<string> => Promise.reject(error),
    retry: false,
  });
  return (
    <QueryState query={query} errorText="No se pudo cargar." notFoundText={notFoundText}>
      {(d) => d}
    </QueryState>
  );
}

const show = (error: Error, notFoundText?: string) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <Screen error={error} notFoundText={notFoundText} />
      </QueryClientProvider>
    </I18nextProvider>,
  );

const notFound = new ApiError({
  kind: 'not_found',
  status: 404,
  code: 'not_found',
  title: 'Not Found',
  message: 'Order not found',
});

describe('QueryState', () => {
  it('says plainly, in the page language, that a missing item was not found, with no Retry', async () => {
    show(notFound, 'No se encontró este pedido.');
    expect((await screen.findByTestId('not-found')).textContent).toBe(
      'No se encontró este pedido.',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.body.textContent).not.toContain('Order not found');
  });

  it('falls back to a common sentence when the page gives none', async () => {
    show(notFound);
    expect((await screen.findByTestId('not-found')).textContent).toMatch(/^No se encontró/);
  });

  it('keeps Retry for a failure that may pass', async () => {
    show(new ApiError({ kind: 'server', status: 500, code: null, title: 'x', message: 'boom' }));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
