import { removeControlCharacters } from '../shared/control-characters';
import type { MailMessage } from './ports';

/** A message as it may reach a mail client: no control or bidirectional formatting character anywhere (a name or a
 * note typed by a stranger could otherwise reorder what the shopper reads, or hide a line), line breaks kept in the
 * bodies, none in the subject (a header). */
export const displayable = (message: MailMessage): MailMessage => ({
  ...message,
  subject: removeControlCharacters(message.subject),
  text: removeControlCharacters(message.text, { keepLines: true }),
  html: removeControlCharacters(message.html, { keepLines: true }),
});
