import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '@/lib/server/env';

let transport: { url: string; transporter: Transporter } | undefined;

/** One pooled nodemailer transport per SMTP_URL (e.g. smtps://user:pass@smtp.example.com:465). */
export function getSmtpTransport(): Transporter {
  const url = env().SMTP_URL;
  if (!url) throw new Error('SMTP_URL is not set');
  if (transport?.url !== url) {
    transport = { url, transporter: nodemailer.createTransport({ url, connectionTimeout: 10_000, socketTimeout: 20_000 }) };
  }
  return transport.transporter;
}
