import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text; a link stands alone on its line so it can be found and copied. */
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A mail's text: each language's part (Bokmål first, Nynorsk below it), each with its greeting, then the signature once. */
export function mailText(parts: string[][], signature: string[]): string {
  return [parts.map((part) => ['Hei!', '', ...part].join('\n')).join('\n\n– – –\n\n'), '', ...signature].join('\n');
}

const ascii = (value: string) => /^[\x20-\x7e]*$/.test(value);
const encodeWord = (value: string) => (ascii(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`);

/** `Navn <adresse>` with a non-ASCII name encoded per RFC 2047. */
function encodeMailbox(mailbox: string): string {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(mailbox);
  if (!match) return mailbox.trim();
  const [, name, address] = match as unknown as [string, string, string];
  return name ? `${encodeWord(name.replace(/^"|"$/g, ''))} <${address}>` : `<${address}>`;
}

const addressOf = (mailbox: string) => /<([^<>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();

/** A plain 8-bit .eml: Nodemailer's quoted-printable would break links and turn `=` into `=3D` for the outbox's readers. */
export function outboxMessage(from: string, message: MailMessage, now: Date): string {
  const domain = addressOf(from).split('@')[1] ?? 'localhost';
  const headers = [
    `From: ${encodeMailbox(from)}`,
    `To: ${message.to}`,
    `Subject: ${encodeWord(message.subject)}`,
    `Date: ${now.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  return `${headers.join('\n')}\n\n${message.text.replace(/\r\n/g, '\n')}\n`;
}

/** SMTP when SMTP_URL is set; otherwise DATA_DIR/outbox/, so a local install can reset passwords without a mail server. */
export function createMailer(config: AppConfig, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const now = new Date();
      const info = await transport.sendMail({
        envelope: { from: addressOf(from), to: [message.to] },
        raw: outboxMessage(from, message, now),
      });
      await fs.mkdir(outbox, { recursive: true });
      // Time first, so the files sort in the order they were sent.
      const file = path.join(outbox, `${now.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log.info({ file }, `E-post lagt i utboksen: ${file}`);
    },
  };
}
