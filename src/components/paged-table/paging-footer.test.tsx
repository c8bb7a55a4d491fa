import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EmptyBody, PagingFooter } from './paging-footer';

const common = JSON.parse(readFileSync('public/locales/en/common.json', 'utf8')) as object;
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common } },
    react: { useSuspense: false },
  });
});
afterEach(cleanup);
const wrap = (node: ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe('paging states (spec §4)', () => {
  it('shows a skeleton while the first page loads', () => {
    const { container } = wrap(
      <EmptyBody status="InitialLoading" onRetry={() => {}} skeletonRows={3} />,
    );
    expect(container.querySelector('[aria-busy=true]')).not.toBeNull();
  });

  it('says there is nothing, with the list’s own text when it has one', () => {
    wrap(
      <EmptyBody status="NoItems" onRetry={() => {}} skeletonRows={3} emptyText="No payouts." />,
    );
    expect(screen.getByText('No payouts.')).toBeTruthy();
  });

  it.each([
    ['NetworkErrorWithNoData', 'We could not reach the server'],
    ['ServerErrorWithNoData', 'Something went wrong while loading this list'],
  ] as const)('offers a retry for %s', (status, text) => {
    const onRetry = vi.fn();
    wrap(<EmptyBody status={status} onRetry={onRetry} skeletonRows={3} />);
    expect(screen.getByRole('alert').textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it.each([
    ['NetworkErrorWithMoreData', 'We could not reach the server'],
    ['ServerErrorWithMoreData', 'Something went wrong while loading this list'],
  ] as const)('keeps the rows and offers a retry under them for %s', (status, text) => {
    const onRetry = vi.fn();
    wrap(<PagingFooter status={status} onRetry={onRetry} onLoadMore={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows loading more, the end of the list, and a load-more button', () => {
    const onLoadMore = vi.fn();
    const { rerender } = wrap(
      <PagingFooter status="LoadingMore" onRetry={() => {}} onLoadMore={onLoadMore} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading more');
    rerender(
      <I18nextProvider i18n={i18n}>
        <PagingFooter status="NoMoreItems" onRetry={() => {}} onLoadMore={onLoadMore} />
      </I18nextProvider>,
    );
    expect(screen.getByText('You have reached the end of the list.')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <PagingFooter status="ReadyToLoadMore" onRetry={() => {}} onLoadMore={onLoadMore} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });
});
