// Mail: the outbox every message is written to, and SMTP when configured.
export { createMailer, readOutbox, type MailMessage, type Mailer } from './mailer';
