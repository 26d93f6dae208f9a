import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { SettingEntity } from '../database/entities';

@Injectable()
export class SettingRepository {
  constructor(@InjectRepository(SettingEntity) private readonly repo: Repository<SettingEntity>) {}

  /**
   * The stored value of `key`, storing `candidate` first when there is none. Several processes booting
   * at once all end with the first one's value.
   */
  async getOrCreate(key: string, candidate: string): Promise<string> {
    await this.repo.createQueryBuilder().insert().values({ key, value: candidate }).orIgnore().execute();
    const row = await this.repo.findOneByOrFail({ key });
    return row.value;
  }
}
