import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OutboxRepository } from '../repositories/outbox.repository';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** A link the message carries, logged when there is no mail server so a developer can follow it. */
  link?: string;
  /** Files sent with the message (an invoice's PDF); the outbox keeps only their names. */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/**
 * Sends mail over SMTP (`SMTP_URL`). With no mail server configured the message is kept in the outbox
 * table and its link is logged, so a fresh install can still set its first passwords.
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
  ) {
    this.transport = config.mail.smtpUrl ? createTransport(config.mail.smtpUrl) : null;
  }

  async send(message: MailMessage): Promise<void> {
    if (!this.transport) {
      await this.outbox.add({
        recipient: message.to,
        subject: message.subject,
        text: message.attachments?.length
          ? `${message.text}\n\n[Attached: ${message.attachments.map((file) => file.filename).join(', ')}]`
          : message.text,
        html: message.html ?? null,
      });
      this.logger.log(
        `No SMTP_URL: kept "${message.subject}" for ${message.to} in the outbox${message.link ? `; link: ${message.link}` : ''}`,
      );
      return;
    }
    await this.transport.sendMail({
      from: this.config.mail.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
    });
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
