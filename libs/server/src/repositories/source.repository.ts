import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { SourceOutcome } from '@gptsite/shared';
import { In, IsNull, Not, type Repository } from 'typeorm';
import { ChunkEntity, SourceEntity, UploadEntity } from '../database/entities';

export type NewSource = Pick<
  SourceEntity,
  'conversionId' | 'assistantId' | 'url' | 'origin' | 'type' | 'depth'
> &
  Partial<
    Pick<
      SourceEntity,
      'documentKind' | 'uploadId' | 'title' | 'outcome' | 'reason' | 'status' | 'detail' | 'bytes'
    >
  >;

export type SourcePatch = Partial<
  Omit<SourceEntity, 'id' | 'conversionId' | 'assistantId' | 'createdAt' | 'updatedAt'>
>;

@Injectable()
export class SourceRepository {
  constructor(@InjectRepository(SourceEntity) private readonly repo: Repository<SourceEntity>) {}

  /** Inserts the source unless this conversion already has one for the URL; returns the stored row. */
  async upsert(source: NewSource): Promise<SourceEntity> {
    await this.repo.createQueryBuilder().insert().into(SourceEntity).values(source).orIgnore().execute();
    const stored = await this.repo.findOneBy({ conversionId: source.conversionId, url: source.url });
    if (!stored) throw new Error(`Source ${source.url} vanished after insert`);
    return stored;
  }

  findById(id: string): Promise<SourceEntity | null> {
    return this.repo.findOneBy({ id });
  }

  async update(id: string, patch: SourcePatch): Promise<void> {
    await this.repo.update({ id }, patch);
  }

  /** Gives pages new titles (id → title) in one statement; pages not named keep theirs. */
  async retitle(titles: ReadonlyMap<string, string>): Promise<void> {
    if (titles.size === 0) return;
    await this.repo.query(
      `UPDATE sources SET title = retitled.title, "updatedAt" = now()
         FROM unnest($1::uuid[], $2::text[]) AS retitled(id, title)
        WHERE sources.id = retitled.id AND sources.title IS DISTINCT FROM retitled.title`,
      [[...titles.keys()], [...titles.values()]],
    );
  }

  /** Documents waiting for the extracting stage. */
  pendingDocuments(conversionId: string): Promise<SourceEntity[]> {
    return this.repo
      .createQueryBuilder('source')
      .select(['source.id'])
      .where(
        'source.conversionId = :conversionId AND source.documentKind IS NOT NULL AND source.outcome = :pending',
        {
          conversionId,
          pending: 'pending',
        },
      )
      .getMany();
  }

  /**
   * The sources the knowledge is built from, with their content, in crawl order: the indexed ones and the
   * pages whose every paragraph other pages repeat (markRepeated), whose text still decides what repeats
   * and whose contact details still count.
   */
  indexedWithContent(conversionId: string): Promise<SourceEntity[]> {
    return this.repo.find({
      where: [
        { conversionId, outcome: 'indexed' },
        { conversionId, outcome: 'skipped', reason: 'repeated' },
      ],
      order: { depth: 'ASC', createdAt: 'ASC' },
    });
  }

  /**
   * The contact details of the sources indexedWithContent returns, in the same order, without the content:
   * deploying an assistant needs only these, and reading a large site's content again took a tenth of a
   * second of its finalizing.
   */
  contactsOf(
    conversionId: string,
  ): Promise<Array<Pick<SourceEntity, 'id' | 'url' | 'finalUrl' | 'title' | 'contact'>>> {
    return this.repo.find({
      select: ['id', 'url', 'finalUrl', 'title', 'contact'],
      where: [
        { conversionId, outcome: 'indexed', contact: Not(IsNull()) },
        { conversionId, outcome: 'skipped', reason: 'repeated', contact: Not(IsNull()) },
      ],
      order: { depth: 'ASC', createdAt: 'ASC' },
    });
  }

  /**
   * Pages that gave no passage because other pages repeat everything on them are skipped as `repeated`
   * (the coverage report said "indexed, 0 passages"); a page so marked by an earlier run of the build that
   * gives passages now is indexed again. Pages not named otherwise keep their outcome and reason.
   */
  async markRepeated(conversionId: string, pageIds: readonly string[]): Promise<void> {
    await this.repo.query(
      `UPDATE sources
          SET outcome = CASE WHEN id = ANY($2::uuid[]) THEN 'skipped' ELSE 'indexed' END,
              status = CASE WHEN id = ANY($2::uuid[]) THEN 'completed' ELSE 'processed' END,
              reason = CASE WHEN id = ANY($2::uuid[]) THEN 'repeated' ELSE NULL END,
              detail = NULL, "updatedAt" = now()
        WHERE "conversionId" = $1 AND "documentKind" IS NULL
          AND (id = ANY($2::uuid[]) OR (outcome = 'skipped' AND reason = 'repeated'))`,
      [conversionId, pageIds],
    );
  }

  listForReport(conversionId: string): Promise<SourceEntity[]> {
    return this.repo.find({
      where: { conversionId },
      select: [
        'id',
        'url',
        'finalUrl',
        'title',
        'type',
        'origin',
        'status',
        'outcome',
        'reason',
        'detail',
        'httpStatus',
        'bytes',
        'chunkCount',
        'depth',
        'createdAt',
      ],
      order: { depth: 'ASC', createdAt: 'ASC' },
    });
  }

  async countByOutcome(conversionId: string): Promise<Record<SourceOutcome, number>> {
    const rows: Array<{ outcome: SourceOutcome; count: string }> = await this.repo
      .createQueryBuilder('source')
      .select('source.outcome', 'outcome')
      .addSelect('COUNT(*)', 'count')
      .where('source.conversionId = :conversionId', { conversionId })
      .groupBy('source.outcome')
      .getRawMany();
    const totals: Record<SourceOutcome, number> = { pending: 0, indexed: 0, skipped: 0, failed: 0 };
    for (const row of rows) totals[row.outcome] = Number(row.count);
    return totals;
  }

  async countDocuments(conversionId: string): Promise<number> {
    return this.repo
      .createQueryBuilder('source')
      .where(
        'source.conversionId = :conversionId AND source.documentKind IS NOT NULL AND source.outcome = :indexed',
        {
          conversionId,
          indexed: 'indexed',
        },
      )
      .getCount();
  }

  /**
   * A recrawl's new conversion gets the owner's uploaded files of the one it follows, to be read again
   * (the file's bytes stay in one uploads row). Listed by file name, as the trial form stored them.
   */
  async copyUploads(fromConversionId: string, toConversionId: string): Promise<number> {
    const rows: unknown[] = await this.repo.query(
      `INSERT INTO sources ("conversionId", "assistantId", url, origin, type, "documentKind", depth, "uploadId", title, bytes)
       SELECT $2, source."assistantId", source.url, source.origin, source.type, source."documentKind", source.depth,
              source."uploadId", upload.filename, upload.bytes
       FROM sources source JOIN uploads upload ON upload.id = source."uploadId"
       WHERE source."conversionId" = $1 AND source.origin = 'upload'
       ON CONFLICT ("conversionId", url) DO NOTHING
       RETURNING id`,
      [fromConversionId, toConversionId],
    );
    return rows.length;
  }

  /**
   * Takes a source out of its conversion with its passages, in one transaction, so no answer can cite a
   * source the report no longer lists; its upload's bytes go too once no conversion lists the file.
   * Returns false when the conversion has no such source.
   */
  async remove(conversionId: string, sourceId: string): Promise<boolean> {
    return this.repo.manager.transaction(async (manager) => {
      const source = await manager.findOneBy(SourceEntity, { id: sourceId, conversionId });
      if (!source) return false;
      await manager.delete(ChunkEntity, { sourceId });
      await manager.delete(SourceEntity, { id: sourceId });
      if (source.uploadId && !(await manager.existsBy(SourceEntity, { uploadId: source.uploadId })))
        await manager.delete(UploadEntity, { id: source.uploadId });
      return true;
    });
  }

  /** The same address in another conversion (a re-sync's base): its validators and text. */
  findByUrl(conversionId: string, url: string): Promise<SourceEntity | null> {
    return this.repo.findOneBy({ conversionId, url });
  }

  /**
   * The pages a conversion indexed, for a re-sync to fetch again: a page that answers 304 Not Modified has
   * no links to follow, so the pages it led to are offered from here.
   */
  indexedPages(conversionId: string): Promise<Array<Pick<SourceEntity, 'url' | 'depth' | 'origin'>>> {
    return this.repo.find({
      select: { url: true, depth: true, origin: true },
      where: { conversionId, outcome: 'indexed', origin: In(['crawl', 'sitemap']) },
      order: { depth: 'ASC', createdAt: 'ASC' },
    });
  }

  /** A retried crawl starts from a clean slate; uploads are kept and re-read. */
  async resetForRecrawl(conversionId: string): Promise<void> {
    await this.repo.delete({ conversionId, origin: 'crawl' });
    await this.repo.delete({ conversionId, origin: 'sitemap' });
    await this.repo.update(
      { conversionId, origin: 'upload' },
      { outcome: 'pending', status: 'pending', reason: null, detail: null },
    );
  }
}
