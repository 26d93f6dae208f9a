import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  AssistantRepository,
  DomainError,
  LeadRepository,
  widgetSnippet,
  type AppConfig,
} from '@gptsite/server';
import { isUuid, type AssistantProfile } from '@gptsite/shared';
import { leadCaptureProfile } from '../leads/leads.service';
import { KnowledgeIndexCache } from './knowledge-index.cache';

/** The public face of an assistant: what the live page and the widget need to greet a visitor. */
@Injectable()
export class AssistantProfileService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly assistants: AssistantRepository,
    private readonly knowledge: KnowledgeIndexCache,
    private readonly leads: LeadRepository,
  ) {}

  async profile(assistantId: string, origin?: string): Promise<AssistantProfile> {
    const assistant = isUuid(assistantId) ? await this.assistants.findById(assistantId) : null;
    if (!assistant) throw new DomainError('ASSISTANT_NOT_FOUND');
    // A visitor opening the chat is about to ask: load a large site's knowledge while they type.
    if (assistant.status === 'live' && assistant.activeConversionId)
      this.knowledge.warm(assistant.activeConversionId);
    const base = this.config.publicUrl ?? origin ?? `http://localhost:${this.config.port}`;
    return {
      id: assistant.id,
      brand: assistant.brand,
      name: assistant.name,
      greeting: assistant.greeting,
      suggestedQuestions: assistant.suggestedQuestions,
      colors: assistant.colors,
      status: assistant.status,
      website: assistant.website,
      // The details only: where each was found is the answerer's, not part of the public profile.
      contact: {
        phones: assistant.contact.phones,
        emails: assistant.contact.emails,
        addresses: assistant.contact.addresses,
      },
      liveUrl: assistant.liveUrl ?? undefined,
      widgetSnippet: widgetSnippet(base, assistant.id),
      leadCapture: leadCaptureProfile(await this.leads.settingsFor(assistant.id)),
    };
  }

  /** Sites allowed to frame the widget; empty means any. */
  async allowedDomains(assistantId: string): Promise<string[] | null> {
    const assistant = isUuid(assistantId) ? await this.assistants.findById(assistantId) : null;
    return assistant ? assistant.allowedDomains : null;
  }
}
