import { describe, expect, it } from 'vitest';
import { displayable } from '../../../core/mail/displayable';
import type { MailMessage } from '../../../core/mail/ports';

const message = (over: Partial<MailMessage> = {}): MailMessage => ({
  to: 'laura@example.co',
  subject: 'Recibimos tu pedido FO-2026-000001',
  html: '<p>Hola Laura</p>\n<p>Gracias</p>',
  text: 'Hola Laura\n\n\tGracias',
  template: 'order-confirmation',
  ...over,
});

describe('a mail as it reaches a mail client', () => {
  it('is the same mail when it holds nothing that acts on a display', () => {
    expect(displayable(message())).toEqual(message());
  });

  it('loses every control and bidirectional formatting character, keeping the bodies’ lines', () => {
    const forged = 'Laura \u202Eodagap\u202C \u009b31m\u001b[2J';
    expect(
      displayable(
        message({ subject: `Pedido de ${forged}\r\nBcc: x@y.co`, html: `<p>${forged}</p>\n`, text: `${forged}\nfin` }),
      ),
    ).toEqual(
      message({
        subject: 'Pedido de Laura odagap 31m[2JBcc: x@y.co',
        html: '<p>Laura odagap 31m[2J</p>\n',
        text: 'Laura odagap 31m[2J\nfin',
      }),
    );
  });
});
