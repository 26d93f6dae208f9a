import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { UploadEntity } from '../database/entities';

@Injectable()
export class UploadRepository {
  constructor(@InjectRepository(UploadEntity) private readonly repo: Repository<UploadEntity>) {}

  create(input: Omit<UploadEntity, 'id' | 'createdAt'>): Promise<UploadEntity> {
    return this.repo.save(this.repo.create(input));
  }

  /** The file's bytes are loaded only here, never with listings. */
  async readData(id: string): Promise<{ filename: string; data: Buffer } | null> {
    const row = await this.repo
      .createQueryBuilder('upload')
      .select(['upload.filename', 'upload.data'])
      .where('upload.id = :id', { id })
      .getOne();
    return row ? { filename: row.filename, data: row.data } : null;
  }
}
