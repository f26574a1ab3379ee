import { desc, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

const LINK_PATTERN = /https?:\/\/[^\s<>"]+/g;

/**
 * Every message is written to the outbox table first (the record, and what development reads at
 * /dev/outbox); with SMTP_URL set it is also delivered through nodemailer.
 */
export function createMailer(
  db: Database,
  options: { smtpUrl?: string; from?: string } = {},
): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const from = options.from ?? 'Specify <no-reply@specify.local>';
  return {
    async send(message) {
      const [row] = await db
        .insert(outbox)
        .values({ ...message, links: message.text.match(LINK_PATTERN) ?? [] })
        .returning({ id: outbox.id });
      if (!transport || !row) return;
      await transport.sendMail({ from, ...message });
      await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
    },
  };
}

export async function readOutbox(db: Database, to: string) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      links: outbox.links,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(eq(outbox.to, to.toLowerCase()))
    .orderBy(desc(outbox.id));
}
