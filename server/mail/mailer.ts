// Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise an outbox that logs
// each message and appends it to DATA_DIR/outbox.jsonl, so a self-hosted instance (and the
// browser tests) can still read a reset link.
import { appendFile, mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
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
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
  }
}

export function outboxMailer(dataDir: string, log: FastifyBaseLogger): Mailer {
  const file = join(dataDir, 'outbox.jsonl')
  return {
    async send(mail) {
      log.info({ mail }, 'mail written to the outbox (SMTP_URL is not set)')
      await mkdir(dataDir, { recursive: true })
      await appendFile(file, JSON.stringify({ ...mail, sentAt: new Date().toISOString() }) + '\n')
    },
  }
}
