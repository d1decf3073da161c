import type { Logger } from '../shared/ports';
import type { Mailer, MailMessage } from './ports';

/** Sends a mail whose loss must not undo what already happened (welcome, "password changed"): a failure is logged for
 * operators, never shown to the shopper as if their action had failed. */
export const sendQuietly = async (
  deps: { readonly mailer: Mailer; readonly logger: Logger },
  message: MailMessage,
): Promise<void> => {
  try {
    await deps.mailer.send(message);
  } catch (error) {
    deps.logger.error(
      { template: message.template, err: String((error as Error)?.message ?? error) },
      'could not send mail',
    );
  }
};
