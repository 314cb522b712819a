// Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise an outbox that appends
// each message to DATA_DIR/outbox.jsonl, so a self-hosted instance (and the browser tests) can
// still read a reset link.
import { appendFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  send(mail: Mail): Promise<void>
}

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first mail rather than at every start, which it would slow.
  let transport: Promise<Transporter> | undefined
  return {
    async send(mail) {
      transport ??= import('nodemailer').then((nodemailer) =>
        nodemailer.default.createTransport(smtpUrl),
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
