import { describe, expect, it } from 'vitest';
import { toSignupBody, type SignupForm } from './signup';
import { signupBodyWire } from '@contract/signup';

const full: SignupForm = {
  referral: ' demo ',
  placement: ' leftie ',
  position: 'R',
  firstName: ' Ana ',
  lastName: ' Ruiz ',
  email: ' ana@example.com ',
  mobileCode: '+34',
  mobile: '600111222',
  username: ' ana.ruiz ',
  password: ' s3cret phrase ',
  zone: 12,
  city: ' Madrid ',
  address: ' Gran Vía 1 ',
  postcode: ' 28013 ',
};

const bare: SignupForm = {
  ...full,
  placement: '',
  lastName: '',
  email: '',
  mobileCode: '',
  mobile: '',
  username: '',
};

describe('toSignupBody (spec §5 signup body rules)', () => {
  it('sends placement and position in binary mode', () => {
    const body = toSignupBody(full, 'binary');
    expect(body.placement).toBe('leftie');
    expect(body.position).toBe('R');
  });

  it('sends placement but not position in matrix mode', () => {
    const body = toSignupBody(full, 'matrix');
    expect(body.placement).toBe('leftie');
    expect('position' in body).toBe(false);
  });

  it('sends neither placement nor position in unilevel mode', () => {
    const body = toSignupBody(full, 'unilevel');
    expect('placement' in body).toBe(false);
    expect('position' in body).toBe(false);
  });

  it('places under the sponsor when the placement is left blank in binary or matrix mode', () => {
    expect(toSignupBody(bare, 'binary').placement).toBe('demo');
    expect(toSignupBody(bare, 'matrix').placement).toBe('demo');
  });

  it('always sends the referral key as username', () => {
    for (const plan of ['binary', 'matrix', 'unilevel'] as const) {
      expect(toSignupBody(bare, plan).referral_key).toBe('username');
    }
  });

  it('sends last name, email, phone code, phone and username only when filled', () => {
    const body = toSignupBody(bare, 'unilevel');
    for (const key of ['last_name', 'email', 'mobile_code', 'mobile', 'username']) {
      expect(key in body, key).toBe(false);
    }
    const blanks = toSignupBody({ ...bare, lastName: '   ', email: ' ', username: '\t' }, 'binary');
    for (const key of ['last_name', 'email', 'username']) expect(key in blanks, key).toBe(false);
    const withAll = toSignupBody(full, 'unilevel');
    expect(withAll).toMatchObject({
      last_name: 'Ruiz',
      email: 'ana@example.com',
      mobile_code: '+34',
      mobile: '600111222',
      username: 'ana.ruiz',
    });
  });

  it('always sends password, zone, city, address, postcode, first name and referral, even empty', () => {
    const empty: SignupForm = {
      ...bare,
      referral: '',
      firstName: '',
      password: '',
      zone: null,
      city: '',
      address: '',
      postcode: '',
    };
    const body = toSignupBody(empty, 'unilevel');
    expect(Object.keys(body).sort()).toEqual(
      [
        'address',
        'city',
        'first_name',
        'password',
        'postcode',
        'referral',
        'referral_key',
        'zone',
      ].sort(),
    );
    expect(body.zone).toBeNull();
  });

  it('keeps the password exactly as typed and trims the other texts', () => {
    const body = toSignupBody(full, 'binary');
    expect(body.password).toBe(' s3cret phrase ');
    expect(body).toMatchObject({
      referral: 'demo',
      first_name: 'Ana',
      city: 'Madrid',
      address: 'Gran Vía 1',
      postcode: '28013',
      zone: 12,
    });
  });

  it('builds a body the wire contract accepts', () => {
    for (const plan of ['binary', 'matrix', 'unilevel'] as const) {
      expect(signupBodyWire.safeParse(toSignupBody(full, plan)).success, plan).toBe(true);
      expect(signupBodyWire.safeParse(toSignupBody(bare, plan)).success, plan).toBe(true);
    }
  });
});
