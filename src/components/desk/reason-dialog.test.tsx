import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http';
import { createTestI18n } from '@/lib/test-i18n';
import { ReasonDialog } from './reason-dialog';

afterEach(cleanup);

const load = (ns: string) =>
  JSON.parse(readFileSync(`public/locales/en/${ns}.json`, 'utf8')) as object;
const i18n = createTestI18n({ en: { desk: load('desk'), common: load('common') } });

function open(onSubmit: (reason: string) => Promise<unknown>, onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <ReasonDialog
        testId="demo-reject"
        title="Reject the thing"
        description="The member reads why."
        reasonLabel="Reason"
        limits={{ min: 3, max: 20 }}
        confirmLabel="Reject"
        onSubmit={onSubmit}
        onClose={onClose}
      />
    </I18nextProvider>,
  );
  const field = screen.getByRole('textbox', { name: /Reason/ });
  const confirm = screen.getByRole('button', { name: 'Reject' });
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  return { field, confirm, type, onClose };
}

const describedBy = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the desk reason dialog', () => {
  it('is an alert dialog named by its title, with its test ids', () => {
    open(() => Promise.resolve());
    expect(screen.getByRole('alertdialog', { name: 'Reject the thing' })).toBeTruthy();
    expect(screen.getByTestId('demo-reject-dialog')).toBeTruthy();
    expect(screen.getByTestId('demo-reject-confirm')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('holds back a reason that is empty, too short once trimmed, or too long', () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { field, confirm, type } = open(onSubmit);
    fireEvent.click(confirm);
    expect(screen.getByTestId('reason-error').textContent).toBe('Give the reason.');
    type('  no  ');
    fireEvent.click(confirm);
    expect(screen.getByTestId('reason-error').textContent).toBe(
      'Give the reason in 3 to 20 characters.',
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field)).toContain('Give the reason in 3 to 20 characters.');
    type('x'.repeat(21));
    fireEvent.click(confirm);
    expect(screen.getByTestId('reason-error').textContent).toBe(
      'Keep the reason to 20 characters at most.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a reason of the right length as typed, then closes', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const { confirm, type, onClose } = open(onSubmit);
    type(' ok! ');
    fireEvent.click(confirm);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(' ok! ');
    expect(screen.queryByTestId('reason-error')).toBeNull();
  });

  it('shows the server’s message for the reason under the field, and another above the form', async () => {
    const refusal = (fieldErrors: Record<string, string[]>) =>
      new ApiError({
        kind: 'validation',
        status: 422,
        code: 'validation_error',
        title: 'Invalid',
        message: 'The data is not valid.',
        fieldErrors,
      });
    const onSubmit = vi
      .fn<(reason: string) => Promise<unknown>>()
      .mockRejectedValueOnce(refusal({ reason: ['Say why, in words the member reads.'] }))
      .mockRejectedValueOnce(refusal({ document: ['The document was decided already.'] }));
    const { field, confirm, type, onClose } = open(onSubmit);
    type('blurred');
    fireEvent.click(confirm);
    expect((await screen.findByTestId('reason-error')).textContent).toBe(
      'Say why, in words the member reads.',
    );
    await waitFor(() =>
      expect(describedBy(field)).toContain('Say why, in words the member reads.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(confirm);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The document was decided already.',
    );
    expect(screen.queryByTestId('reason-error')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names the spinner of the pending confirm button and sends only once', async () => {
    let answer: () => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    const { confirm, type, onClose } = open(onSubmit);
    type('blurred photo');
    fireEvent.click(confirm);
    const spinner = await screen.findByRole('progressbar', { name: 'Saving…' });
    expect(confirm.contains(spinner)).toBe(true);
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(confirm.closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    answer();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
