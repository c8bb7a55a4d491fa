// Reads the codes the server's default sender writes to DATA_DIR/outbox.jsonl (one JSON line
// per message), and prepares a data folder in demo mode before a server opens it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export type OutboxMessage = {
  at: string;
  channel: 'email' | 'sms';
  to: string;
  purpose: 'login' | 'reset' | 'signup' | 'account' | 'notice';
  subject: string;
  body: string;
  code: string | null;
};

export async function readOutbox(dataDir: string): Promise<OutboxMessage[]> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8');
  } catch {
    // Nothing sent yet.
    return [];
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as OutboxMessage);
}

/**
 * The newest code sent to `to` for `purpose`, waiting for it to arrive. `after` skips
 * messages already seen (a resend must bring a new line, not the previous one).
 */
export async function latestCode(
  dataDir: string,
  to: string,
  purpose: OutboxMessage['purpose'],
  opts: { after?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  for (;;) {
    const messages = await readOutbox(dataDir);
    const match = messages
      .slice(opts.after ?? 0)
      .filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.purpose === purpose && m.code)
      .pop();
    if (match?.code) return match.code;
    if (Date.now() > deadline)
      throw new Error(`No ${purpose} code for ${to} in the outbox (${messages.length} lines).`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const outboxLength = async (dataDir: string) => (await readOutbox(dataDir)).length;
