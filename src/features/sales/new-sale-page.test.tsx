import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../public/locales/en/common.json';
import store from '../../../public/locales/en/store.json';
import validation from '../../../public/locales/en/validation.json';
import { createTestI18n } from '@/lib/test-i18n';
import { NewSalePage } from './new-sale-page';

const i18n = createTestI18n({ en: { store, common, validation } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the new-sale screen', () => {
  it('says why "Confirm sale" cannot be pressed yet', async () => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/sales/catalog')
          ? new Response(JSON.stringify({ items: [] }), { status: 200 })
          : new Response('{"error_code":"not_found"}', { status: 404 }),
      ),
    );
    render(
      <CssVarsProvider>
        <QueryClientProvider client={new QueryClient()}>
          <I18nextProvider i18n={i18n}>
            <MemoryRouter>
              <NewSalePage />
            </MemoryRouter>
          </I18nextProvider>
        </QueryClientProvider>
      </CssVarsProvider>,
    );
    const button = await screen.findByTestId('confirm-sale');
    expect(button.hasAttribute('disabled')).toBe(true);
    const reason = screen.getByTestId('confirm-sale-blocked');
    expect(reason.textContent).toBe('Add at least one product to confirm the sale.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });
});
