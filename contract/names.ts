/** Spec §3 User: the full name is the first name plus the trimmed last name. */
export function fullName(firstName: string, lastName: string | null | undefined): string {
  const last = (lastName ?? '').trim();
  const first = firstName.trim();
  return last === '' ? first : `${first} ${last}`;
}
