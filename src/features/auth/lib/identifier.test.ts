import { describe, expect, it } from 'vitest';
import {
  codeMethods,
  describeRecipient,
  loginMethods,
  toCredentials,
  toIdentifier,
  toRecipient,
  withPassword,
} from './identifier';
import { readCodeFlowState, readContinueState } from './flow-state';

const fields = (emailUnique: boolean, phoneUnique: boolean) => ({
  emailUnique,
  phoneUnique,
  loginWithOtp: true,
  countries: [],
});
const values = {
  username: ' ana ',
  email: ' ana@x.test ',
  mobileCode: '+34',
  mobile: '600 111-222',
};

describe('login identifiers', () => {
  it('offers email and mobile only when login_fields says they are unique', () => {
    expect(loginMethods(undefined)).toEqual(['username']);
    expect(loginMethods(fields(true, false))).toEqual(['username', 'email']);
    expect(loginMethods(fields(true, true))).toEqual(['username', 'email', 'mobile']);
  });

  it('sends codes by the unique channels, by email when none is unique', () => {
    expect(codeMethods(fields(false, true))).toEqual(['mobile']);
    expect(codeMethods(fields(false, false))).toEqual(['email']);
  });

  it('builds the login_using variant of each method', () => {
    expect(toCredentials('username', values, 'pw')).toEqual({
      loginUsing: 'username',
      username: 'ana',
      password: 'pw',
    });
    expect(toCredentials('email', values, 'pw')).toEqual({
      loginUsing: 'email',
      email: 'ana@x.test',
      password: 'pw',
    });
    expect(toCredentials('mobile', values, 'pw')).toEqual({
      loginUsing: 'mobile_code',
      mobileCode: '+34',
      mobile: '600111222',
      password: 'pw',
    });
  });

  it('keeps the identifier for the second step and adds the password back', () => {
    const id = toIdentifier('email', values);
    expect(id).toEqual({ loginUsing: 'email', email: 'ana@x.test' });
    expect(withPassword(id, 'pw')).toEqual(toCredentials('email', values, 'pw'));
  });

  it('describes a mobile recipient with its country code', () => {
    expect(describeRecipient(toRecipient('mobile', values))).toBe('+34 600111222');
    expect(describeRecipient({ using: 'mobile_code', mobileCode: '1', mobile: '5550100' })).toBe(
      '+1 5550100',
    );
  });
});

describe('flow state', () => {
  it('reads a code flow handed over in router state and refuses anything else', () => {
    const to = { using: 'email', email: 'a@x.test' };
    expect(readCodeFlowState({ to, sentTo: 'a***@x.test' })).toEqual({ to, sentTo: 'a***@x.test' });
    expect(readCodeFlowState(null)).toBeNull();
    expect(readCodeFlowState({ to: { using: 'email' } })).toBeNull();
  });

  it('reads the continue identifier from state or from ?username=', () => {
    expect(readContinueState({ identifier: { loginUsing: 'email', email: 'a@x' } }, '')).toEqual({
      loginUsing: 'email',
      email: 'a@x',
    });
    expect(readContinueState(null, '?username=ana')).toEqual({
      loginUsing: 'username',
      username: 'ana',
    });
    expect(readContinueState(null, '')).toBeNull();
  });
});
