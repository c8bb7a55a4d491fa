import { maskEmail, maskPhone, phoneAddress } from '../shared/masking';
import type { Contact } from '../members';
import type { CodeDestination } from './otp-service';

/** A request body's "email, or mobile plus mobile_code" (spec §7 send_otp and friends). */
export type ContactBody = { email: string } | { mobile: string; mobile_code: string };

export type ResolvedContact = {
  contact: Contact;
  dest: CodeDestination;
  /** For the answer: where the code went, masked. */
  masked: string;
};

export function resolveContact(body: ContactBody): ResolvedContact {
  if ('email' in body) {
    const email = body.email.trim();
    return {
      contact: { kind: 'email', email },
      dest: { channel: 'email', to: email.toLowerCase() },
      masked: maskEmail(email),
    };
  }
  const mobileCode = body.mobile_code.replace(/^\+/, '');
  return {
    contact: { kind: 'mobile', mobileCode, mobile: body.mobile },
    dest: { channel: 'sms', to: phoneAddress(mobileCode, body.mobile) },
    masked: maskPhone(mobileCode, body.mobile),
  };
}
