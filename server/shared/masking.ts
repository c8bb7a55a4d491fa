/**
 * Where a code went, shown without giving the address away to whoever typed it: the first
 * character of an email's local part and its domain; the last four digits of a phone.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

export function maskPhone(mobileCode: string, mobile: string): string {
  const code = mobileCode.replace(/^\+/, '');
  return `+${code} •••• ${mobile.slice(-4)}`;
}

/** The address a message is sent to: an email as typed, a phone as +<code><number>. */
export const phoneAddress = (mobileCode: string, mobile: string): string =>
  `+${mobileCode.replace(/^\+/, '')}${mobile}`;
