import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { REDIS, REDIS_KEYS } from '../core/tokens';
import { AssistantEntity } from '../database/entities';
import type { Redis } from '../redis/redis-connection';
import type { RedisKeys } from '../redis/redis-keys';

export type AssistantPatch = Partial<Omit<AssistantEntity, 'id' | 'trialId' | 'createdAt' | 'updatedAt'>>;

@Injectable()
export class AssistantRepository {
  constructor(
    @InjectRepository(AssistantEntity) private readonly repo: Repository<AssistantEntity>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
  ) {}

  create(
    input: Pick<AssistantEntity, 'trialId' | 'brand' | 'name' | 'greeting' | 'colors' | 'website'>,
  ): Promise<AssistantEntity> {
    return this.repo.save(this.repo.create({ ...input, status: 'building' }));
  }

  findById(id: string): Promise<AssistantEntity | null> {
    return this.repo.findOneBy({ id });
  }

  findByTrial(trialId: string): Promise<AssistantEntity | null> {
    return this.repo.findOne({ where: { trialId }, order: { createdAt: 'ASC' } });
  }

  /**
   * Changes an assistant, then announces it: the api keeps live assistants in memory for the chat, and
   * a knowledge swap or an owner's edit must reach visitors at once. Every change goes through here.
   */
  async update(id: string, patch: AssistantPatch): Promise<void> {
    await this.repo.update({ id }, patch);
    await this.announce(id);
  }

  /** Says an assistant changed without changing its row (its trial expired or converted). */
  async announce(id: string): Promise<void> {
    await this.redis.publish(this.keys.assistantChanges, id);
  }

  async idsOfTrial(trialId: string): Promise<string[]> {
    const rows = await this.repo.find({ select: { id: true }, where: { trialId } });
    return rows.map((row) => row.id);
  }
}
