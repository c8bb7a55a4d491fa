import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReplyForm } from './reply-form';

afterEach(cleanup);

const labels = { field: 'Reply', send: 'Send', sending: 'Sending…' };

function renderReply(send: () => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReplyForm testId="reply" labels={labels} send={send} onSent={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the reply form sends once per press', () => {
  it('a double click (two clicks in the same tick) posts the reply once', async () => {
    let answer: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    renderReply(send);
    fireEvent.change(screen.getByRole('textbox', { name: /Reply/ }), {
      target: { value: 'Thanks!' },
    });
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => {});
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer({}));
  });

  it('after the answer, the next press sends again', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderReply(send);
    const field = screen.getByRole('textbox', { name: /Reply/ });
    fireEvent.change(field, { target: { value: 'One' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('button', { name: 'Send' });
    await act(async () => {});
    fireEvent.change(field, { target: { value: 'Two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {});
    expect(send).toHaveBeenCalledTimes(2);
  });
});
