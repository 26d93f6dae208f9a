import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AssistantEntity } from '../database/entities';

export type AssistantPatch = Partial<Omit<AssistantEntity, 'id' | 'trialId' | 'createdAt' | 'updatedAt'>>;

@Injectable()
export class AssistantRepository {
  constructor(@InjectRepository(AssistantEntity) private readonly repo: Repository<AssistantEntity>) {}

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

  async update(id: string, patch: AssistantPatch): Promise<void> {
    await this.repo.update({ id }, patch);
  }
}
