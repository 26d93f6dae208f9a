import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { AssistantEntity, LeadEntity } from '../database/entities';
import { MailService } from '../mail/mail.service';
import { AssistantRepository } from '../repositories/assistant.repository';
import { LeadRepository } from '../repositories/lead.repository';
import { TrialRepository } from '../repositories/trial.repository';
import { UserRepository } from '../repositories/user.repository';
import { dashboardUrl, ownerEmailOf } from './owner-mail';

/** One lead as lines of a mail. */
export function leadLines(lead: LeadEntity): string[] {
  return [
    lead.name ? `Name: ${lead.name}` : null,
    lead.email ? `Email: ${lead.email}` : null,
    lead.phone ? `Phone: ${lead.phone}` : null,
    lead.question ? `${lead.question} ${lead.answer ?? '(no answer)'}` : null,
    lead.pageUrl ? `Page: ${lead.pageUrl}` : null,
    `Left at: ${lead.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
  ].filter((line): line is string => line !== null);
}

/** Tells an assistant's owner about leads: one mail per lead, or one digest a day, as they chose. */
@Injectable()
export class LeadNotifier {
  private readonly logger = new Logger('Leads');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly leads: LeadRepository,
    private readonly assistants: AssistantRepository,
    private readonly users: UserRepository,
    private readonly trials: TrialRepository,
  ) {}

  /** The per-lead mail; false when it could not be sent (the lead is kept and listed either way). */
  async notifyLead(assistant: AssistantEntity, lead: LeadEntity): Promise<boolean> {
    const to = await ownerEmailOf(assistant, this.users, this.trials);
    if (!to) return false;
    const who = lead.name ?? lead.email ?? lead.phone;
    const link = dashboardUrl(this.config, assistant);
    try {
      await this.mail.send({
        to,
        subject: `New lead from ${assistant.name}: ${who}`,
        text: [
          `A visitor left their contact details with ${assistant.name}.`,
          '',
          ...leadLines(lead),
          '',
          `See the lead and the conversation it came from: ${link}`,
        ].join('\n'),
        link,
      });
    } catch (error) {
      this.logger.warn(`Lead ${lead.id}: the owner's mail failed: ${(error as Error).message}`);
      return false;
    }
    await this.leads.markNotified([lead.id]);
    return true;
  }

  /** One digest per assistant with leads waiting; returns how many digests went out. */
  async sendDigests(): Promise<number> {
    let sent = 0;
    for (const assistantId of await this.leads.assistantsAwaitingDigest()) {
      const assistant = await this.assistants.findById(assistantId);
      const waiting = await this.leads.awaitingDigest(assistantId);
      const to = assistant && (await ownerEmailOf(assistant, this.users, this.trials));
      if (!assistant || !to || !waiting.length) continue;
      const link = dashboardUrl(this.config, assistant);
      try {
        await this.mail.send({
          to,
          subject: `${waiting.length} new lead${waiting.length === 1 ? '' : 's'} from ${assistant.name}`,
          text: [
            `Visitors left their contact details with ${assistant.name} since the last digest:`,
            ...waiting.flatMap((lead, index) => ['', `${index + 1}.`, ...leadLines(lead)]),
            '',
            `See every lead and its conversation: ${link}`,
          ].join('\n'),
          link,
        });
      } catch (error) {
        // Kept for tomorrow's digest.
        this.logger.warn(`Lead digest for ${assistantId} failed: ${(error as Error).message}`);
        continue;
      }
      await this.leads.markNotified(waiting.map((lead) => lead.id));
      sent += 1;
    }
    return sent;
  }
}
