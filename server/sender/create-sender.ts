import type { Config } from '../shared/config';
import type { MessageSender, SenderLogger } from './message-sender';
import { OutboxSender } from './outbox-sender';

/**
 * The sender the config names (MESSAGE_SENDER). Only the outbox ships; a mail or SMS gateway
 * is added as another MessageSender and chosen here.
 */
export function createSender(config: Config, logger: SenderLogger): MessageSender {
  switch (config.messageSender) {
    case 'outbox':
      return new OutboxSender(config.dataDir, logger);
  }
}
