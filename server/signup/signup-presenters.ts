import type { SignupResponseWire } from '../../contract/signup';
import type { SignupStep } from './signup-completion-service';

export const toSignupResponseWire = (s: SignupStep): SignupResponseWire => ({
  status: s.status,
  key: s.key,
  username: s.username,
  sent_to: s.sentTo,
  checkout_url: s.checkoutUrl,
});
