// Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise an outbox that appends
// each message to DATA_DIR/outbox.jsonl, so a self-hosted instance (and the browser tests) can
// still read a reset link.
import { appendFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface Mail {
  /** One address, or several separated by commas. */
  to: string
  subject: string
  text: string
  /** The same message as HTML; mail programs show it where they can and the text elsewhere. */
  html?: string
  headers?: Record<string, string>
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first mail rather than at every start, which it would slow.
  let transport: Promise<Transporter> | undefined
  return {
    async send(mail) {
      // Bounded waits (nodemailer's defaults add up to minutes), so a stuck server fails the
      // attempt and the notification sender retries it later instead of waiting on it.
      transport ??= import('nodemailer').then((nodemailer) =>
        nodemailer.default.createTransport({
          url: smtpUrl,
          connectionTimeout: 15_000,
          greetingTimeout: 15_000,
          socketTimeout: 30_000,
        }),
      )
      await (await transport).sendMail({ from, ...mail })
    },
  }
}

export function outboxMailer(dataDir: string, log: FastifyBaseLogger): Mailer {
  const file = join(dataDir, 'outbox.jsonl')
  return {
    async send(mail) {
      // Who and what only: the text holds a reset link, and a log is read by more people.
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox')
      await mkdir(dataDir, { recursive: true })
      await appendFile(file, JSON.stringify({ ...mail, sentAt: new Date().toISOString() }) + '\n')
    },
  }
}
