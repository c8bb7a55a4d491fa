/** A code or a mail on its way to a person (issue 4 point 4). */
export type OutgoingMessage = {
  channel: 'email' | 'sms';
  /** An email address, or a phone number as +<country code><number>. */
  to: string;
  purpose: 'login' | 'reset' | 'signup' | 'account' | 'notice';
  subject: string;
  body: string;
  /** The one-time code the body carries, if any, so tests and the demo can read it. */
  code: string | null;
};

/**
 * Delivers messages. The default writes them to the log and to an outbox file; a real
 * deployment plugs in a mail/SMS gateway behind this interface (see createSender).
 */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** The slice of a logger the senders use (Fastify's and pino's fit). */
export type SenderLogger = { info: (obj: object, msg: string) => void };
