import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { OutboxMessageEntity } from '../database/entities';

@Injectable()
export class OutboxRepository {
  constructor(
    @InjectRepository(OutboxMessageEntity) private readonly repo: Repository<OutboxMessageEntity>,
  ) {}

  async add(input: Omit<OutboxMessageEntity, 'id' | 'createdAt'>): Promise<void> {
    await this.repo.insert(input);
  }

  /** The newest messages to one address, newest first (development and tests read links here). */
  listFor(recipient: string, limit = 10): Promise<OutboxMessageEntity[]> {
    return this.repo
      .createQueryBuilder('message')
      .where('lower(message.recipient) = lower(:recipient)', { recipient })
      .orderBy('message.createdAt', 'DESC')
      .limit(limit)
      .getMany();
  }
}
