import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastMonthRange } from '../lib/statement-range';
import { StatementDownloadCard } from './statement-download-card';

const downloadEarningsStatement = vi.fn((..._args: unknown[]) => Promise.resolve());
vi.mock('@/api/earnings-statement', () => ({
  downloadEarningsStatement: (...args: unknown[]) => downloadEarningsStatement(...args),
}));

const load = (lng: string) =>
  JSON.parse(readFileSync(`public/locales/${lng}/wallet.json`, 'utf8')) as object;
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'en',
    defaultNS: 'wallet',
    resources: { en: { wallet: load('en') }, es: { wallet: load('es') } },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  cleanup();
  downloadEarningsStatement.mockClear();
});

const wrap = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <StatementDownloadCard />
      </I18nextProvider>
    </QueryClientProvider>,
  );

describe('the statement download card', () => {
  it("asks for last month's statement as PDF or CSV in the app's language", async () => {
    wrap();
    const last = lastMonthRange(new Date());
    expect(screen.getByRole('heading', { name: 'Descargar extracto' })).toBeTruthy();
    expect((screen.getByLabelText('Desde') as HTMLInputElement).value).toBe(last.start);
    expect((screen.getByLabelText('Hasta') as HTMLInputElement).value).toBe(last.end);
    fireEvent.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(downloadEarningsStatement).toHaveBeenCalledTimes(1));
    expect(downloadEarningsStatement).toHaveBeenCalledWith('pdf', last, 'es');
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'Descargar CSV' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    // One day is a period too.
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: last.end } });
    fireEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() =>
      expect(downloadEarningsStatement).toHaveBeenLastCalledWith(
        'csv',
        { start: last.end, end: last.end },
        'es',
      ),
    );
  });

  it('explains a reversed period and does not send it', () => {
    wrap();
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-01' } });
    expect(screen.getByText('El final no puede ser anterior al inicio.')).toBeTruthy();
    const pdf = screen.getByRole('button', { name: 'Descargar PDF' }) as HTMLButtonElement;
    expect(pdf.disabled).toBe(true);
    fireEvent.click(pdf);
    expect(downloadEarningsStatement).not.toHaveBeenCalled();
  });
});
