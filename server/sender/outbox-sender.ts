import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { MessageSender, OutgoingMessage, SenderLogger } from './message-sender';

/**
 * The default sender: each message goes to the server log and, as one JSON line, to
 * `<dataDir>/outbox.jsonl`:
 * {"at":"<ISO>","channel":"email"|"sms","to":"…","purpose":"login"|"reset"|"signup"|"notice",
 *  "subject":"…","body":"…","code":"123456"|null}
 * The demo and the end-to-end tests read the newest line for an address to get its code.
 */
export class OutboxSender implements MessageSender {
  readonly file: string;

  constructor(
    dataDir: string,
    private readonly logger: SenderLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.file = path.join(dataDir, 'outbox.jsonl');
  }

  async send(message: OutgoingMessage): Promise<void> {
    const line = {
      at: this.now().toISOString(),
      channel: message.channel,
      to: message.to,
      purpose: message.purpose,
      subject: message.subject,
      body: message.body,
      code: message.code,
    };
    this.logger.info({ outbox: line }, `outbox: ${message.channel} to ${message.to}`);
    await mkdir(path.dirname(this.file), { recursive: true });
    // One write per line with O_APPEND: lines from several processes never interleave.
    await appendFile(this.file, `${JSON.stringify(line)}\n`, 'utf8');
  }
}
