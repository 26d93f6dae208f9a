import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { REDIS, REDIS_KEYS } from '../core/tokens';
import { AnswerOverrideEntity } from '../database/entities';
import type { Redis } from '../redis/redis-connection';
import type { RedisKeys } from '../redis/redis-keys';

export type NewAnswerOverride = Pick<AnswerOverrideEntity, 'assistantId' | 'question' | 'answer' | 'enabled'>;
export type AnswerOverridePatch = Partial<Pick<AnswerOverrideEntity, 'question' | 'answer' | 'enabled'>>;

/**
 * An assistant's answer overrides; every call is scoped to one assistant, so ids cannot cross owners.
 * A change is announced as a change of the assistant (AssistantRepository's channel): the api keeps each
 * live assistant's enabled overrides in memory beside the assistant, and a change must reach visitors at
 * once, on every api copy.
 */
@Injectable()
export class AnswerOverrideRepository {
  constructor(
    @InjectRepository(AnswerOverrideEntity) private readonly repo: Repository<AnswerOverrideEntity>,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
  ) {}

  async create(input: NewAnswerOverride): Promise<AnswerOverrideEntity> {
    const created = await this.repo.save(this.repo.create(input));
    await this.announce(input.assistantId);
    return created;
  }

  /** Newest first, as the owner's list shows them. */
  listFor(assistantId: string): Promise<AnswerOverrideEntity[]> {
    return this.repo.find({ where: { assistantId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The ones that may answer visitors (the chat's hot path: an indexed read of a short list). */
  enabledFor(assistantId: string): Promise<AnswerOverrideEntity[]> {
    return this.repo.find({ where: { assistantId, enabled: true }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  findFor(assistantId: string, id: string): Promise<AnswerOverrideEntity | null> {
    return this.repo.findOneBy({ id, assistantId });
  }

  /** The updated override; null when it is not this assistant's. */
  async update(
    assistantId: string,
    id: string,
    patch: AnswerOverridePatch,
  ): Promise<AnswerOverrideEntity | null> {
    const result = await this.repo.update({ id, assistantId }, patch);
    if ((result.affected ?? 0) === 0) return null;
    await this.announce(assistantId);
    return this.findFor(assistantId, id);
  }

  /** False when it is not this assistant's (or is already gone). */
  async remove(assistantId: string, id: string): Promise<boolean> {
    const result = await this.repo.delete({ id, assistantId });
    if ((result.affected ?? 0) === 0) return false;
    await this.announce(assistantId);
    return true;
  }

  /**
   * Counts one answer given; an increment in SQL, so answers given at once by several api copies all
   * count. It changes nothing visitors see, so it is not announced.
   */
  async recordUse(id: string): Promise<void> {
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ timesUsed: () => '"timesUsed" + 1', lastUsedAt: () => 'now()', updatedAt: () => '"updatedAt"' })
      .where('id = :id', { id })
      .execute();
  }

  private async announce(assistantId: string): Promise<void> {
    await this.redis.publish(this.keys.assistantChanges, assistantId);
  }
}
