import { afterEach, describe, expect, it, vi } from 'vitest';
import { replyToThread } from './mail';

/** An XMLHttpRequest that records its headers and answers as the test says. */
class FakeXhr {
  static sent: Record<string, string>[] = [];
  static answers: (() => { status: number; body: string } | 'network')[] = [];
  headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload = { onprogress: null as unknown };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send() {
    FakeXhr.sent.push(this.headers);
    const answer = FakeXhr.answers.shift()!();
    queueMicrotask(() => {
      if (answer === 'network') return this.onerror?.();
      this.status = answer.status;
      this.responseText = answer.body;
      this.onload?.();
    });
  }
}

const message = {
  id: 1,
  thread_id: 7,
  subject: 'Re: Friday',
  body: 'Friday works.',
  sender: { kind: 'member', username: 'demo', name: 'Demo Member', avatar: null },
  recipient: { kind: 'support', username: null, name: 'Support', avatar: null },
  sent_at: '2026-11-28T10:00:00.000Z',
  read_at: null,
  attachments: [],
};
const sentBody = JSON.stringify({ thread_id: 7, message });

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.sent = [];
  FakeXhr.answers = [];
});

describe('sending a message', () => {
  it('sends again under the same Idempotency-Key when the answer never came, then a fresh one', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answers = [() => 'network', () => ({ status: 201, body: sentBody })];
    const reply = { body: 'Friday works.', files: [] };
    await expect(replyToThread(7, reply, () => {})).rejects.toBeTruthy();
    await replyToThread(7, reply, () => {}).catch(() => {});
    const [lost, retried] = FakeXhr.sent;
    expect(lost?.['idempotency-key']).toMatch(/\S{16,}/);
    expect(retried?.['idempotency-key']).toBe(lost?.['idempotency-key']);

    FakeXhr.answers = [() => ({ status: 201, body: sentBody })];
    await replyToThread(7, reply, () => {}).catch(() => {});
    expect(FakeXhr.sent[2]?.['idempotency-key']).not.toBe(lost?.['idempotency-key']);
  });

  it('gives another message its own key', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.answers = [() => 'network', () => 'network'];
    await replyToThread(7, { body: 'One', files: [] }, () => {}).catch(() => {});
    await replyToThread(7, { body: 'Two', files: [] }, () => {}).catch(() => {});
    expect(FakeXhr.sent[1]?.['idempotency-key']).not.toBe(FakeXhr.sent[0]?.['idempotency-key']);
  });
});
