import nodemailer from 'nodemailer';
import type { Mailer } from './delivery';

/** A Mailer over SMTP (nodemailer), from an smtp:// or smtps:// URL. */
export function createSmtpMailer(smtpUrl: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl, {});
  return {
    async send(message) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
    },
    close: () => transport.close(),
  };
}
