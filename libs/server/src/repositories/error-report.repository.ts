import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { MoreThan, type Repository } from 'typeorm';
import { ErrorReportEntity } from '../database/entities';

@Injectable()
export class ErrorReportRepository {
  constructor(@InjectRepository(ErrorReportEntity) private readonly repo: Repository<ErrorReportEntity>) {}

  async create(input: Omit<ErrorReportEntity, 'id' | 'createdAt'>): Promise<void> {
    await this.repo.insert(input);
  }

  async recent(since: Date, limit: number): Promise<{ count: number; rows: ErrorReportEntity[] }> {
    const [rows, count] = await this.repo.findAndCount({
      where: { createdAt: MoreThan(since) },
      order: { createdAt: 'DESC' },
      take: limit,
      select: ['id', 'type', 'message', 'createdAt'],
    });
    return { count, rows };
  }
}
