import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormCard } from './form-card';
import { TextField } from './text-field';

afterEach(cleanup);

/** A form of two fields, the second one checked on submit, whose call is `send`. */
function Form({ send }: { send: () => Promise<unknown> }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const call = useMutation({ mutationFn: send });
  return (
    <FormCard
      onSubmit={() => {
        const problem = note.trim() === '' ? 'Write a note.' : undefined;
        setError(problem);
        return problem ? undefined : call.mutateAsync();
      }}
      pending={call.isPending}
      error={call.error}
      shownFields={['note']}
      submitLabel="Send"
      pendingLabel="Sending…"
    >
      <TextField name="name" label="Name" value="Ann" onChange={() => {}} />
      <TextField name="note" label="Note" value={note} onChange={setNote} error={error} />
    </FormCard>
  );
}

function renderForm(send: () => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Form send={send} />
    </QueryClientProvider>,
  );
}

describe('a form card', () => {
  it('sends once on a double click (two clicks in the same tick)', async () => {
    let answer: (value: unknown) => void = () => {};
    const send = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    renderForm(send);
    fireEvent.change(screen.getByRole('textbox', { name: /Note/ }), {
      target: { value: 'Hello' },
    });
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => {});
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => answer({}));
  });

  it('moves the focus to the first field with an error after a failed submit', async () => {
    const send = vi.fn(() => Promise.resolve({}));
    renderForm(send);
    const note = screen.getByRole('textbox', { name: /Note/ });
    const scrolled = vi.fn();
    note.scrollIntoView = scrolled;
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await act(async () => {});
    expect(send).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(note);
    expect(scrolled).toHaveBeenCalled();
  });
});
