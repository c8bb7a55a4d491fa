import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationHistoryItem } from '@/api/notifications';
import { createTestI18n } from '@/lib/test-i18n';
import { NotificationHistory } from './notification-history';

const fetchPage = vi.hoisted(() => vi.fn());
vi.mock('@/api/notifications', () => ({ getNotificationHistory: fetchPage }));

afterEach(() => {
  cleanup();
  fetchPage.mockReset();
});

const load = (lng: string) =>
  JSON.parse(readFileSync(`public/locales/${lng}/common.json`, 'utf8')) as object;

const item = (
  id: number,
  createdAt: Date,
  unread: boolean,
  over: Partial<NotificationHistoryItem> = {},
): NotificationHistoryItem => ({
  id,
  kind: 'message',
  title: `Notice ${id}`,
  body: null,
  refId: null,
  createdAt: createdAt.toISOString(),
  readAt: unread ? null : createdAt.toISOString(),
  unread,
  ...over,
});

function show(lng: 'en' | 'es') {
  const i18n = createTestI18n({ en: { common: load('en') }, es: { common: load('es') } });
  void i18n.changeLanguage(lng);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <NotificationHistory />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const days = () =>
  screen.getAllByTestId('notification-day').map((d) => [
    within(d).getByRole('heading', { level: 3 }).textContent,
    within(d)
      .getAllByTestId('notification-history-item')
      .map((r) => r.getAttribute('data-unread')),
  ]);

describe('NotificationHistory', () => {
  const today = new Date();
  today.setHours(10, 0, 0, 0);
  const yesterday = new Date(today.getTime() - 86_400_000);
  const older = new Date(2026, 0, 15, 12);

  it('lists read and unread notifications under their day, in Spanish, with more on demand', async () => {
    fetchPage
      .mockResolvedValueOnce({
        items: [
          item(5, today, true, { kind: 'order', refId: 77 }),
          item(4, yesterday, false),
          item(3, yesterday, true),
        ],
        nextPageUrl: 'https://portal.example/api/home/notifications/history?cursor=abc',
      })
      .mockResolvedValueOnce({ items: [item(1, older, false)], nextPageUrl: null });
    show('es');
    await waitFor(() => expect(screen.getAllByTestId('notification-day')).toHaveLength(2));
    expect(days()).toEqual([
      ['Hoy', ['true']],
      ['Ayer', ['false', 'true']],
    ]);
    expect(screen.getAllByText('Sin leer')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Notice 5' }).getAttribute('href')).toBe(
      '/member/order/77',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-day')).toHaveLength(3));
    expect(fetchPage).toHaveBeenLastCalledWith(undefined, 'abc', expect.anything());
    expect(days()[2]).toEqual(['jueves, 15 de enero de 2026', ['false']]);
  });

  it('says so when there is no notification at all', async () => {
    fetchPage.mockResolvedValueOnce({ items: [], nextPageUrl: null });
    show('en');
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
  });
});
