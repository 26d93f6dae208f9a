import { Injectable } from '@nestjs/common';
import {
  AssistantRepository,
  ChunkRepository,
  ConversionProgressService,
  ConversionRepository,
  DomainError,
  JobQueue,
  SourceRepository,
  resumeStepFor,
  stagesForResume,
  toConversionView,
  type ConversionEntity,
} from '@gptsite/server';
import { JobName, fieldMessage, isUuid, type ConversionView } from '@gptsite/shared';
import { KnowledgeIndexCache } from '../chat/knowledge-index.cache';
import { DocumentUploadsService, type IncomingFile } from '../uploads/document-uploads.service';

/**
 * The owner changing what their assistant knows: documents added to a built assistant are read and
 * indexed by the same stages as the trial's uploads (the build reopens at "extracting", reusing the pages
 * already crawled), and a removed source leaves the report and the answers at once.
 */
@Injectable()
export class ConversionSourcesService {
  constructor(
    private readonly conversions: ConversionRepository,
    private readonly sources: SourceRepository,
    private readonly chunks: ChunkRepository,
    private readonly assistants: AssistantRepository,
    private readonly documents: DocumentUploadsService,
    private readonly progress: ConversionProgressService,
    private readonly jobQueue: JobQueue,
    private readonly knowledge: KnowledgeIndexCache,
  ) {}

  async addDocuments(conversionId: string, files: IncomingFile[]): Promise<ConversionView> {
    if (!files.length)
      throw new DomainError('UPLOAD_MISSING', undefined, {
        files: fieldMessage('files', 'Please choose at least one document'),
      });
    const checked = this.documents.check(files);
    const built = await this.latestBuilt(conversionId);
    // The assistant keeps answering from the passages it has until the rebuild swaps in the new ones.
    const step = resumeStepFor('extracting');
    const reopened = await this.conversions.reopen(
      built.id,
      stagesForResume(built.stages, step.from),
      step.from,
      'completed',
    );
    if (!reopened || reopened.status !== 'running') throw new DomainError('SOURCES_BUSY');
    await this.documents.store(reopened.id, reopened.assistantId, checked);
    await this.jobQueue.add(
      JobName.ConversionAdvance,
      { conversionId: reopened.id, stage: 'analyzing' },
      String(reopened.attempt),
    );
    await this.progress.update(reopened.id, 'extracting', {
      status: 'running',
      message: `Reading the ${checked.length === 1 ? 'document' : `${checked.length} documents`} you added`,
    });
    return toConversionView((await this.conversions.findById(reopened.id)) ?? reopened);
  }

  /** Takes a crawled page or an uploaded document out of the report and out of the answers. */
  async removeSource(conversionId: string, sourceId: string): Promise<void> {
    const conversion = await this.find(conversionId);
    const source = isUuid(sourceId) ? await this.sources.findById(sourceId) : null;
    if (!source || source.conversionId !== conversion.id) throw new DomainError('SOURCE_NOT_FOUND');
    // A running build would index it again, or count it in a stage that no longer finds it.
    if (conversion.status === 'running') throw new DomainError('SOURCES_BUSY');
    if (!(await this.sources.remove(conversion.id, source.id))) throw new DomainError('SOURCE_NOT_FOUND');
    const [documents, chunks] = await Promise.all([
      this.sources.countDocuments(conversion.id),
      this.chunks.countForConversion(conversion.id),
    ]);
    await this.conversions.saveCounts(conversion.id, { ...conversion.counts, documents, chunks });
    await this.knowledge.forget(conversion.id);
  }

  /** The assistant's live build, with no other build under way: the only one whose sources may change. */
  private async latestBuilt(conversionId: string): Promise<ConversionEntity> {
    const conversion = await this.find(conversionId);
    if (conversion.status === 'running') throw new DomainError('SOURCES_BUSY');
    if (conversion.status === 'failed')
      throw new DomainError('SOURCES_BUSY', 'This build failed; retry it before adding documents');
    const assistant = await this.assistants.findById(conversion.assistantId);
    if (!assistant) throw new DomainError('ASSISTANT_NOT_FOUND');
    if (assistant.activeConversionId !== conversion.id) throw new DomainError('CONVERSION_SUPERSEDED');
    if (await this.conversions.findRunningForAssistant(assistant.id)) throw new DomainError('SOURCES_BUSY');
    return conversion;
  }

  private async find(conversionId: string): Promise<ConversionEntity> {
    const conversion = isUuid(conversionId) ? await this.conversions.findById(conversionId) : null;
    if (!conversion) throw new DomainError('CONVERSION_NOT_FOUND');
    return conversion;
  }
}
