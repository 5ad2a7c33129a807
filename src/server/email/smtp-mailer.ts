import nodemailer from 'nodemailer';
import type { Mailer } from './delivery';

/** A Mailer over SMTP (nodemailer), from an smtp:// or smtps:// URL. */
export function createSmtpMailer(smtpUrl: string): Mailer & { close(): void } {
  // Short timeouts: a hanging server must fail the attempt (and be retried) well within the
  // outbox lease of 2 minutes, so no other process picks the message up while we still wait.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 45_000,
  });
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
