import { CssVarsProvider } from '@mui/joy/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import common from '../../../public/locales/en/common.json';
import deskSupport from '../../../public/locales/en/desk-support.json';
import { createTestI18n } from '@/lib/test-i18n';
import { CannedAnswersScreen } from './canned-answers-screen';

const i18n = createTestI18n({ en: { common, 'desk-support': deskSupport } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Call = { method: string; path: string; body: unknown };
type Answer = { status?: number; body: unknown };

/** fetch answered by "METHOD /path" (a list is answered in turn, the last one repeating). */
function mockApi(routes: Record<string, Answer | Answer[]>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, body });
      const route = routes[`${method} ${url.pathname}`];
      const answer = Array.isArray(route) ? (route.length > 1 ? route.shift() : route[0]) : route;
      if (!answer) return new Response('{"error_code":"not_found"}', { status: 404 });
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }),
  );
  return calls;
}

const answer = (id: number, title: string, language: string, body = 'Some text.') => ({
  id,
  title,
  body,
  language,
  updated_at: '2026-01-01T10:00:00.000Z',
});
const list = (...items: ReturnType<typeof answer>[]) => ({ body: { items } });

function renderScreen() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/', element: <CannedAnswersScreen /> }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <CssVarsProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </CssVarsProvider>
    </I18nextProvider>,
  );
}

const url = '/api/admin/support/canned_answers';

describe('the canned answers screen', () => {
  it('lists every answer with its language, and shows the server’s messages under their fields', async () => {
    const calls = mockApi({
      [`GET ${url}`]: [
        list(answer(1, 'Refund on the way', 'en'), answer(2, 'Reembolso', 'es')),
        list(
          answer(1, 'Refund on the way', 'en'),
          answer(2, 'Reembolso', 'es'),
          answer(3, 'Parcel located', 'en'),
        ),
      ],
      [`POST ${url}`]: [
        {
          status: 422,
          body: {
            error_code: 'validation_error',
            message: 'The given data was invalid.',
            errors: { title: ['Give the answer a title.'], body: ['Write the answer.'] },
          },
        },
        { body: { canned_answer: answer(3, 'Parcel located', 'en') } },
      ],
    });
    renderScreen();
    const rows = await screen.findByRole('list', { name: 'Canned answers' });
    expect(
      within(rows)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Refund on the way', 'Reembolso']);
    expect(within(rows).getByText('Spanish')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New answer' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('title-error').textContent).toBe(
        'Give the answer a title.',
      ),
    );
    expect(within(dialog).getByTestId('body-error').textContent).toBe('Write the answer.');
    expect(within(dialog).queryByTestId('form-error')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText(/^Title/), {
      target: { value: 'Parcel located' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Answer/), {
      target: { value: 'The courier found it.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      title: 'Parcel located',
      body: 'The courier found it.',
      language: 'en',
    });
    await screen.findByRole('heading', { name: 'Parcel located' });
  });

  it('deletes an answer only once confirmed', async () => {
    const calls = mockApi({
      [`GET ${url}`]: [list(answer(1, 'Refund on the way', 'en')), list()],
      [`DELETE ${url}/1`]: { body: { id: 1 } },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Refund on the way”' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Refund on the way”' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await screen.findByText('No canned answer yet: write the first one.');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${url}/1`]);
  });
});
