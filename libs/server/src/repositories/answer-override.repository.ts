import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AnswerOverrideEntity } from '../database/entities';

export type NewAnswerOverride = Pick<AnswerOverrideEntity, 'assistantId' | 'question' | 'answer' | 'enabled'>;
export type AnswerOverridePatch = Partial<Pick<AnswerOverrideEntity, 'question' | 'answer' | 'enabled'>>;

/** An assistant's answer overrides; every call is scoped to one assistant, so ids cannot cross owners. */
@Injectable()
export class AnswerOverrideRepository {
  constructor(
    @InjectRepository(AnswerOverrideEntity) private readonly repo: Repository<AnswerOverrideEntity>,
  ) {}

  create(input: NewAnswerOverride): Promise<AnswerOverrideEntity> {
    return this.repo.save(this.repo.create(input));
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
    return (result.affected ?? 0) > 0 ? this.findFor(assistantId, id) : null;
  }

  /** False when it is not this assistant's (or is already gone). */
  async remove(assistantId: string, id: string): Promise<boolean> {
    const result = await this.repo.delete({ id, assistantId });
    return (result.affected ?? 0) > 0;
  }

  /** Counts one answer given; an increment in SQL, so answers given at once by several api copies all count. */
  async recordUse(id: string): Promise<void> {
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ timesUsed: () => '"timesUsed" + 1', lastUsedAt: () => 'now()', updatedAt: () => '"updatedAt"' })
      .where('id = :id', { id })
      .execute();
  }
}
