import type { SignupBodyWire, SignupResponseWire } from '../../contract/signup';
import type { SignupStep } from './signup-completion-service';
import type { SignupInput } from './signup-service';

export const toSignupResponseWire = (s: SignupStep): SignupResponseWire => ({
  status: s.status,
  key: s.key,
  username: s.username,
  sent_to: s.sentTo,
  checkout_url: s.checkoutUrl,
});

/** The signup body in the service's terms; referral_key is always 'username', so it is dropped. */
export const fromSignupBodyWire = (b: SignupBodyWire): SignupInput => ({
  placement: b.placement,
  position: b.position,
  referral: b.referral,
  zone: b.zone,
  city: b.city,
  address: b.address,
  postcode: b.postcode,
  firstName: b.first_name,
  lastName: b.last_name,
  email: b.email,
  mobileCode: b.mobile_code,
  mobile: b.mobile,
  username: b.username,
  password: b.password,
  lead: b.lead,
});
