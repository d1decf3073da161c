import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReferralShare, shareMessage, whatsAppShareUrl } from '../../../web/components/referral-share';

const LINK = 'https://fornido.co/?ref=ANA7K2';

describe('the referral link to share', () => {
  it('sends WhatsApp a Spanish message with the link, encoded whole (the ? and = of the link included)', () => {
    const url = whatsAppShareUrl(LINK);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(url).toContain('%3Fref%3DANA7K2');
    expect(decodeURIComponent(new URL(url).searchParams.get('text') ?? '')).toBe(shareMessage(LINK));
    expect(shareMessage(LINK)).toBe(
      'Te recomiendo Fornido: suplementos originales con envío a toda Colombia. Compra con mi enlace: https://fornido.co/?ref=ANA7K2',
    );
  });

  it('renders on the server a labelled read-only field, WhatsApp as a plain link, copying waiting for the script', () => {
    const html = renderToString(<ReferralShare link={LINK} />);
    expect(html).toContain('<label for="enlace-referido"');
    expect(html).toMatch(
      /<input[^>]*id="enlace-referido"[^>]*readOnly=""[^>]*value="https:\/\/fornido.co\/\?ref=ANA7K2"/,
    );
    expect(html).toMatch(/<a href="https:\/\/wa\.me\/\?text=[^"]+" target="_blank" rel="noopener noreferrer"/);
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Copiar enlace<\/button>/);
    // The share sheet is offered only in a browser that has one, after hydration.
    expect(html).not.toContain('Compartir…');
    expect(html).toContain('role="status"');
  });
});
