import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import {
  AssistantRepository,
  DomainError,
  REDIS,
  REDIS_KEYS,
  closeRedis,
  type AssistantEntity,
  type Redis,
  type RedisKeys,
} from '@gptsite/server';
import { isUuid } from '@gptsite/shared';

/** A safety net: even if a change announcement were lost, no assistant is served older than this. */
const MAX_AGE_MS = 30_000;
const MAX_ASSISTANTS = 10_000;

/**
 * The live assistant a question is for, refused with the catalogue's error when it is missing or not
 * live. Live assistants are kept in memory — under load, reading the row cost a database round trip per
 * question — and forgotten the moment AssistantRepository announces a change to one (a recrawl's
 * knowledge swap, an owner's edit). Nothing is kept while that announcement channel is not subscribed.
 */
@Injectable()
export class LiveAssistants implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(LiveAssistants.name);
  private readonly recent = new Map<string, { assistant: AssistantEntity; until: number }>();
  private subscriber?: Redis;
  private listening = false;

  constructor(
    private readonly assistants: AssistantRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
  ) {}

  async onModuleInit(): Promise<void> {
    const subscriber = this.redis.duplicate({ connectionName: 'api:assistant-changes' });
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, assistantId: string) => this.recent.delete(assistantId));
    // While disconnected, announcements are missed: forget everything and cache nothing until resubscribed.
    subscriber.on('close', () => this.stopListening());
    subscriber.on('ready', () => void this.listen(subscriber));
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopListening();
    if (this.subscriber) await closeRedis(this.subscriber);
  }

  async get(assistantId: string): Promise<AssistantEntity> {
    const now = Date.now();
    const cached = this.recent.get(assistantId);
    if (cached && cached.until > now && this.listening) return cached.assistant;
    const assistant = isUuid(assistantId) ? await this.assistants.findById(assistantId) : null;
    if (!assistant) throw new DomainError('ASSISTANT_NOT_FOUND');
    // Only live ones are kept: one still building must answer the moment its conversion completes.
    if (assistant.status !== 'live' || !assistant.activeConversionId)
      throw new DomainError('ASSISTANT_NOT_READY');
    if (this.listening) {
      this.recent.delete(assistantId);
      this.recent.set(assistantId, { assistant, until: now + MAX_AGE_MS });
      if (this.recent.size > MAX_ASSISTANTS) this.recent.delete(this.recent.keys().next().value as string);
    }
    return assistant;
  }

  private async listen(subscriber: Redis): Promise<void> {
    try {
      await subscriber.subscribe(this.keys.assistantChanges);
      this.listening = true;
    } catch (error) {
      this.logger.warn(
        { err: error },
        'Could not subscribe to assistant changes; reading assistants every time',
      );
    }
  }

  private stopListening(): void {
    this.listening = false;
    this.recent.clear();
  }
}
