import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TrialEntity } from '../database/entities';

@Injectable()
export class TrialRepository {
  constructor(@InjectRepository(TrialEntity) private readonly repo: Repository<TrialEntity>) {}

  create(
    input: Omit<TrialEntity, 'id' | 'createdAt' | 'status' | 'ownerUserId'> & { ownerUserId?: string | null },
  ): Promise<TrialEntity> {
    return this.repo.save(this.repo.create({ ...input, status: 'active' }));
  }

  findById(id: string): Promise<TrialEntity | null> {
    return this.repo.findOneBy({ id });
  }

  findByEmail(email: string): Promise<TrialEntity | null> {
    return this.repo.findOne({ where: { email }, order: { createdAt: 'ASC' } });
  }
}
