import { describe, expect, it } from 'vitest';
import { toDemoRequestBody, type DemoRequestForm } from './request-demo';
import { demoRequestBodyWire } from '@contract/request-demo';

const form: DemoRequestForm = {
  name: ' Lee Park ',
  email: ' lee@example.com ',
  mobile: ' +1 555 0100 ',
  countryId: null,
  industryId: null,
  planId: null,
};

describe('toDemoRequestBody (spec §5, §7 demo request)', () => {
  it('always sends name, email, mobile and the platform App Web, and nothing unchosen', () => {
    expect(toDemoRequestBody(form)).toEqual({
      name: 'Lee Park',
      email: 'lee@example.com',
      mobile: '+1 555 0100',
      platform: 'App Web',
    });
  });

  it('sends country, industry and plan each only when chosen', () => {
    expect(toDemoRequestBody({ ...form, countryId: 3 })).toMatchObject({ country_id: 3 });
    expect('industry' in toDemoRequestBody({ ...form, countryId: 3 })).toBe(false);
    expect(toDemoRequestBody({ ...form, industryId: 2 })).toMatchObject({ industry: 2 });
    expect('compensation_plan' in toDemoRequestBody({ ...form, industryId: 2 })).toBe(false);
    expect(toDemoRequestBody({ ...form, planId: 1 })).toEqual({
      name: 'Lee Park',
      email: 'lee@example.com',
      mobile: '+1 555 0100',
      platform: 'App Web',
      compensation_plan: 1,
    });
  });

  it('builds bodies the wire contract accepts', () => {
    expect(demoRequestBodyWire.safeParse(toDemoRequestBody(form)).success).toBe(true);
    const all = { ...form, countryId: 1, industryId: 2, planId: 3 };
    expect(demoRequestBodyWire.safeParse(toDemoRequestBody(all)).success).toBe(true);
  });
});
