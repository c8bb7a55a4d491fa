import { describe, expect, it } from 'vitest';
import type { DeskPage } from '@/components/desk/desk-page';
import { allowedDeskPages, descriptionKeyOf, deskLocation, deskNamespaces } from './desk-menu';

const page = (path: string, permission: DeskPage['permission']): DeskPage => ({
  path,
  permission,
  labelKey: `desk-${path}:nav`,
  icon: () => null,
  Component: () => null,
});
const kyc = page('kyc', 'kyc');
const audit = page('audit', 'audit');
const payouts = page('payouts', 'payouts');
const pages = [kyc, audit, payouts];

describe('allowedDeskPages', () => {
  it('keeps only the pages whose permission the operator holds, in the list order', () => {
    expect(allowedDeskPages(pages, ['payouts', 'kyc'])).toEqual([kyc, payouts]);
    expect(allowedDeskPages(pages, [])).toEqual([]);
  });
});

describe('deskLocation', () => {
  it('reads the home, a page with its detail, and an unknown path', () => {
    expect(deskLocation('/admin', pages)).toEqual({ kind: 'home' });
    expect(deskLocation('/admin/', pages)).toEqual({ kind: 'home' });
    expect(deskLocation('/admin/audit', pages)).toEqual({ kind: 'page', page: audit });
    expect(deskLocation('/admin/kyc/12', pages)).toEqual({ kind: 'page', page: kyc });
    expect(deskLocation('/admin/kycx', pages)).toEqual({ kind: 'unknown' });
  });
});

describe('descriptionKeyOf and deskNamespaces', () => {
  it('takes the description from the label’s namespace and lists each namespace once', () => {
    expect(descriptionKeyOf('desk-kyc:nav')).toBe('desk-kyc:description');
    expect(descriptionKeyOf('nav')).toBe('description');
    expect(deskNamespaces([kyc, audit, page('audit', 'audit')])).toEqual([
      'desk',
      'desk-kyc',
      'desk-audit',
    ]);
  });
});
