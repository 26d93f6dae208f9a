import { Injectable } from '@nestjs/common';
import {
  AssistantRepository,
  ConversationRepository,
  ConversionRepository,
  DomainError,
  type AssistantEntity,
} from '@gptsite/server';
import { isUuid, type AuthUser } from '@gptsite/shared';
import { mayManage } from './access-policy';
import { AccessTokenService } from './access-token.service';
import { ConversionViewTokenService } from './conversion-view-token.service';

/**
 * Who may see or change an assistant and its conversions, for HTTP guards and socket gateways alike:
 * the owner, the admin of its brand and the super admin (access-policy.ts); for reading one conversion's
 * progress, also whoever holds its viewing token. Every refusal is a DomainError: 401 without a usable
 * token, 403 for a signed-in user without the right, 404 when there is nothing to judge.
 */
@Injectable()
export class ResourceAccessService {
  constructor(
    private readonly accessTokens: AccessTokenService,
    private readonly viewTokens: ConversionViewTokenService,
    private readonly assistants: AssistantRepository,
    private readonly conversions: ConversionRepository,
    private readonly conversations: ConversationRepository,
  ) {}

  /** The first of `tokens` that is a valid access token, or null. */
  async userOf(tokens: ReadonlyArray<string | null | undefined>): Promise<AuthUser | null> {
    for (const token of tokens) {
      const user = token ? await this.accessTokens.verify(token) : null;
      if (user) return user;
    }
    return null;
  }

  /** The assistant if `user` manages it; throws 401/403/404 otherwise. */
  async managedAssistant(user: AuthUser | null, assistantId: unknown): Promise<AssistantEntity> {
    if (!user) throw new DomainError('UNAUTHORIZED');
    const assistant = isUuid(assistantId) ? await this.assistants.findById(assistantId) : null;
    if (!assistant) throw new DomainError('ASSISTANT_NOT_FOUND');
    if (!mayManage(user, assistant)) throw new DomainError('FORBIDDEN');
    return assistant;
  }

  /**
   * The assistant of a conversion if `user` manages it; throws otherwise. A conversion is judged by its
   * assistant, so a recrawl's conversion belongs to whoever owns the assistant.
   */
  async managedConversion(user: AuthUser | null, conversionId: unknown): Promise<AssistantEntity> {
    if (!user) throw new DomainError('UNAUTHORIZED');
    const conversion = isUuid(conversionId) ? await this.conversions.findById(conversionId) : null;
    const assistant = conversion ? await this.assistants.findById(conversion.assistantId) : null;
    if (!assistant) throw new DomainError('CONVERSION_NOT_FOUND');
    if (!mayManage(user, assistant)) throw new DomainError('FORBIDDEN');
    return assistant;
  }

  /** The assistant a visitor's conversation was with, if `user` manages it; throws otherwise. */
  async managedConversation(user: AuthUser | null, conversationId: unknown): Promise<AssistantEntity> {
    if (!user) throw new DomainError('UNAUTHORIZED');
    const conversation = isUuid(conversationId) ? await this.conversations.findById(conversationId) : null;
    const assistant = conversation ? await this.assistants.findById(conversation.assistantId) : null;
    if (!assistant) throw new DomainError('CONVERSATION_NOT_FOUND');
    if (!mayManage(user, assistant)) throw new DomainError('FORBIDDEN');
    return assistant;
  }

  /**
   * Read access to one conversion's progress: a viewing token for it among `tokens`, or a user who
   * manages it. Throws 401/403/404 as managedConversion does.
   */
  async assertMayWatch(
    tokens: ReadonlyArray<string | null | undefined>,
    conversionId: unknown,
  ): Promise<void> {
    if (typeof conversionId === 'string') {
      for (const token of tokens) {
        if (token && (await this.viewTokens.allows(token, conversionId))) return;
      }
    }
    await this.managedConversion(await this.userOf(tokens), conversionId);
  }
}
