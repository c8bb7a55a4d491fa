import { maskEmail, maskPhone, phoneAddress } from '../shared/masking';
import type { Contact } from '../members';
import type { CodeDestination } from './otp-service';

/** Who a code goes to: an email address, or a mobile number with its country code. */
export type ContactInput = { email: string } | { mobile: string; mobileCode: string };

export type ResolvedContact = {
  contact: Contact;
  dest: CodeDestination;
  /** For the answer: where the code went, masked. */
  masked: string;
};

export function resolveContact(body: ContactInput): ResolvedContact {
  if ('email' in body) {
    const email = body.email.trim();
    return {
      contact: { kind: 'email', email },
      dest: { channel: 'email', to: email.toLowerCase() },
      masked: maskEmail(email),
    };
  }
  const mobileCode = body.mobileCode.replace(/^\+/, '');
  return {
    contact: { kind: 'mobile', mobileCode, mobile: body.mobile },
    dest: { channel: 'sms', to: phoneAddress(mobileCode, body.mobile) },
    masked: maskPhone(mobileCode, body.mobile),
  };
}
