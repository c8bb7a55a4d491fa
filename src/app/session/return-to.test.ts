import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetReturnPath,
  loginReturningTo,
  rememberReturnPath,
  returnPathFor,
  takeReturnPath,
} from './return-to';

const member = 3;
const operator = 1;

describe('returnPathFor', () => {
  it('returns a member to a member page, with its query and hash', () => {
    expect(returnPathFor('/member/order/154', member)).toBe('/member/order/154');
    expect(returnPathFor('/member/mail/conversation/10?x=1#end', member)).toBe(
      '/member/mail/conversation/10?x=1#end',
    );
    expect(returnPathFor('/admin/payouts/7', operator)).toBe('/admin/payouts/7');
  });

  it('keeps a member out of the desk and an operator out of the member area', () => {
    expect(returnPathFor('/admin/payouts/7', member)).toBeNull();
    expect(returnPathFor('/member/order/154', operator)).toBeNull();
    // Dot segments are resolved first: this is the desk, not a member page.
    expect(returnPathFor('/member/../../admin', member)).toBeNull();
  });

  const hostile: unknown[] = [
    '//evil.example',
    '//evil.example/member/order/1',
    'https://evil.example/member/order/1',
    'http:/evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/%5Cevil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/member/%2F%2Fevil.example',
    '/member/..//evil.example',
    '/member/%2e%2e/%2e%2e//evil.example',
    '/\t/evil.example',
    '/member/\nx',
    ' /member/order/1',
    'javascript:alert(1)',
    'member/order/1',
    '/memberx/order/1',
    '/login',
    '',
    `/member/${'a'.repeat(3000)}`,
    null,
    42,
  ];
  it.each(hostile.map((raw) => [JSON.stringify(raw).slice(0, 48), raw]))('refuses %s', (_, raw) => {
    expect(returnPathFor(raw, member)).toBeNull();
    expect(returnPathFor(raw, operator)).toBeNull();
  });
});

describe('the page kept through sign-in', () => {
  afterEach(() => sessionStorage.clear());

  it('builds the sign-in address for a member page, and none for a public one', () => {
    const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });
    expect(loginReturningTo(at('/member/order/154'))).toBe('/login?next=%2Fmember%2Forder%2F154');
    expect(loginReturningTo(at('/member/wallet/statement', '?page=2'))).toBe(
      '/login?next=%2Fmember%2Fwallet%2Fstatement%3Fpage%3D2',
    );
    expect(loginReturningTo(at('/member'))).toBe('/login');
    expect(loginReturningTo(at('//evil.example'))).toBe('/login');
  });

  it('keeps next from /login until the sign-in takes it once', () => {
    rememberReturnPath('?next=%2Fmember%2Forder%2F154');
    // The code screen's way back to /login has no next: the page stays kept.
    rememberReturnPath('');
    expect(takeReturnPath(member)).toBe('/member/order/154');
    expect(takeReturnPath(member)).toBeNull();
  });

  it('keeps nothing from a hostile next, and forgets on sign-out', () => {
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil', '%2F%2Fevil.example'])
      rememberReturnPath(`?next=${encodeURIComponent(next)}`);
    expect(takeReturnPath(member)).toBeNull();
    rememberReturnPath('?next=%2Fmember%2Forder%2F154');
    forgetReturnPath();
    expect(takeReturnPath(member)).toBeNull();
  });

  it('does not hand a member page to an operator signing in', () => {
    rememberReturnPath('?next=%2Fmember%2Forder%2F154');
    expect(takeReturnPath(operator)).toBeNull();
  });
});
