import { describe, expect, it } from 'vitest';
import { shareLink, shareTargets } from './share-links';

const content = {
  url: 'https://office.example.com/signup?referral=demo&lng=es',
  text: 'Únete a mi equipo & crece',
  subject: 'Invitación',
};

describe('shareLink', () => {
  it('builds a mailto with subject and a body holding the text and the link', () => {
    const link = shareLink('email', content);
    expect(link.startsWith('mailto:?')).toBe(true);
    const params = new URLSearchParams(link.slice('mailto:?'.length));
    expect(params.get('subject')).toBe('Invitación');
    expect(params.get('body')).toBe(`${content.text}\n\n${content.url}`);
  });

  it('puts text and link in one WhatsApp message', () => {
    const url = new URL(shareLink('whatsapp', content));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(`${content.text} ${content.url}`);
  });

  it('gives Telegram and X the link and the text apart', () => {
    const telegram = new URL(shareLink('telegram', content));
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url');
    expect(telegram.searchParams.get('url')).toBe(content.url);
    expect(telegram.searchParams.get('text')).toBe(content.text);
    const x = new URL(shareLink('x', content));
    expect(x.origin + x.pathname).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('url')).toBe(content.url);
    expect(x.searchParams.get('text')).toBe(content.text);
  });

  it('gives Facebook and LinkedIn only the link', () => {
    const facebook = new URL(shareLink('facebook', content));
    expect(facebook.searchParams.get('u')).toBe(content.url);
    expect([...facebook.searchParams.keys()]).toEqual(['u']);
    const linkedin = new URL(shareLink('linkedin', content));
    expect(linkedin.origin + linkedin.pathname).toBe(
      'https://www.linkedin.com/sharing/share-offsite/',
    );
    expect([...linkedin.searchParams.entries()]).toEqual([['url', content.url]]);
  });

  it('keeps the referral link’s own query intact inside every share link', () => {
    for (const target of shareTargets) {
      const link = shareLink(target, content);
      // The & of the referral link must be escaped, or it would end the share parameter.
      expect(link).not.toContain('referral=demo&lng');
      expect(link).toContain(encodeURIComponent('referral=demo&lng=es'));
    }
  });
});
