/**
 * Spec §7: the client builds the mail, chat and social-sharing links itself, without a
 * server call. Every value goes through encodeURIComponent, so a link or text with
 * spaces, ampersands or accents cannot break out of its parameter.
 */
export type ShareTarget = 'email' | 'whatsapp' | 'telegram' | 'facebook' | 'x' | 'linkedin';

export const shareTargets: readonly ShareTarget[] = [
  'email',
  'whatsapp',
  'telegram',
  'facebook',
  'x',
  'linkedin',
];

export type ShareContent = {
  /** The link to share (a referral link, an article). */
  url: string;
  /** The sentence that goes with it, already translated (without the link). */
  text: string;
  /** The e-mail subject, already translated. */
  subject: string;
};

const q = encodeURIComponent;

export function shareLink(target: ShareTarget, { url, text, subject }: ShareContent): string {
  switch (target) {
    case 'email':
      // RFC 6068: mailto without a recipient; the member picks who to invite.
      return `mailto:?subject=${q(subject)}&body=${q(`${text}\n\n${url}`)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(`${text} ${url}`)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${q(url)}&text=${q(text)}`;
    case 'facebook':
      // Facebook takes only the link; it reads the title and image from the page.
      return `https://www.facebook.com/sharer/sharer.php?u=${q(url)}`;
    case 'x':
      return `https://x.com/intent/post?text=${q(text)}&url=${q(url)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`;
  }
}
