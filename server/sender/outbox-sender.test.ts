import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxSender } from './outbox-sender';

describe('outbox sender', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('appends one JSON line per message and logs it', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const logged: object[] = [];
    const sender = new OutboxSender(
      path.join(dir, 'nested'),
      { info: (obj) => logged.push(obj) },
      () => new Date('2025-01-02T03:04:05.000Z'),
    );
    await sender.send({
      channel: 'email',
      to: 'a@example.com',
      purpose: 'login',
      subject: 'Code',
      body: 'Your code is 123456',
      code: '123456',
    });
    await sender.send({
      channel: 'sms',
      to: '+15550100',
      purpose: 'notice',
      subject: 'Hi',
      body: 'Hello',
      code: null,
    });
    const lines = (await readFile(sender.file, 'utf8')).trim().split('\n');
    expect(lines.map((l) => JSON.parse(l))).toEqual([
      {
        at: '2025-01-02T03:04:05.000Z',
        channel: 'email',
        to: 'a@example.com',
        purpose: 'login',
        subject: 'Code',
        body: 'Your code is 123456',
        code: '123456',
      },
      {
        at: '2025-01-02T03:04:05.000Z',
        channel: 'sms',
        to: '+15550100',
        purpose: 'notice',
        subject: 'Hi',
        body: 'Hello',
        code: null,
      },
    ]);
    expect(logged).toHaveLength(2);
  });
});
