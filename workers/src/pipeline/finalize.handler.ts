import { Inject, Injectable } from '@nestjs/common';
import {
  AssistantRepository,
  REDIS,
  REDIS_KEYS,
  type Redis,
  type RedisKeys,
  ChunkRepository,
  ConversionProgressService,
  ConversionRepository,
  ResyncScheduler,
  ResyncService,
  SourceRepository,
  livePath,
  mergeContactDetails,
  suggestQuestions,
  type ConversionEntity,
} from '@gptsite/server';
import { CONVERSION_STAGES, JobName, type JobPayloads } from '@gptsite/shared';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';
import { SemanticIndexHandler } from './semantic-index.handler';
import { StageCounter } from './stage-counter';
import { StageProgress } from './stage-progress';

/** Suggestions are checked by answering them; a sample of passages keeps that quick on large sites. */
const SUGGESTION_SAMPLE = 3000;

/** Deploys the assistant: contact details, suggested questions, the knowledge swap, then completion. */
@Injectable()
export class FinalizeHandler {
  constructor(
    private readonly conversions: ConversionRepository,
    private readonly sources: SourceRepository,
    private readonly chunks: ChunkRepository,
    private readonly assistants: AssistantRepository,
    private readonly progress: ConversionProgressService,
    private readonly stageProgress: StageProgress,
    private readonly counter: StageCounter,
    private readonly semanticIndex: SemanticIndexHandler,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly resync: ResyncService,
    private readonly resyncScheduler: ResyncScheduler,
  ) {}

  @JobHandler(JobName.Finalize)
  async handle({ conversionId }: JobPayloads[JobName.Finalize]): Promise<JobOutcome> {
    const conversion = await this.conversions.findById(conversionId);
    if (conversion?.status === 'completed') {
      // This job ran before and its worker died after recording the completion, maybe before publishing
      // it: say it again (a page may get it twice, which is harmless; never is not).
      this.progress.announceCompleted(conversion);
      await this.afterCompletion(conversion);
      return { status: 'skipped', detail: 'conversion already completed; completion announced again' };
    }
    if (!conversion || conversion.status !== 'running')
      return { status: 'skipped', detail: 'conversion is not running' };
    const assistant = await this.assistants.findById(conversion.assistantId);
    if (!assistant) return { status: 'skipped', detail: 'assistant was deleted' };
    await this.progress.update(conversionId, 'finalizing', {
      status: 'running',
      progress: 30,
      message: 'Deploying your assistant',
    });

    const contact = mergeContactDetails(
      (await this.sources.contactsOf(conversionId))
        .filter((source) => source.contact)
        .map((source) => ({
          url: source.finalUrl ?? source.url,
          title: source.title ?? undefined,
          contact: source.contact!,
        })),
    );
    const passages = await this.chunks.passagesForSuggestions(conversionId, SUGGESTION_SAMPLE);
    const suggestedQuestions = await suggestQuestions({
      chunks: passages.map((passage) => ({
        heading: passage.heading ?? '',
        text: passage.text,
        title: passage.title,
      })),
      brandKey: assistant.brand,
    });
    // The swap of activeConversionId is what makes the new knowledge live; the old stays until here.
    await this.assistants.update(assistant.id, {
      status: 'live',
      activeConversionId: conversionId,
      contact,
      ...(assistant.suggestedQuestionsByOwner ? {} : { suggestedQuestions }),
      // A recrawl keeps the address the owner shared; the old conversion's page shows the same assistant.
      liveUrl: assistant.liveUrl ?? livePath(assistant.brand, conversionId),
    });
    const counts = await this.stageProgress.counts(
      conversion,
      await this.chunks.countForConversion(conversionId),
    );
    // A conversion built again with the owner's added documents may be cached by the api: it rebuilds
    // its index now, before the owner hears that the build is done.
    await this.redis.publish(this.keys.knowledgeChanges, conversionId);
    await this.semanticIndex.announce(conversion);
    await this.progress.complete(conversionId, counts);
    await this.afterCompletion(conversion);
    return { status: 'done' };
  }

  private async afterCompletion(conversion: ConversionEntity): Promise<void> {
    // Live with full-text retrieval now; the model's vectors follow in the background.
    await this.semanticIndex.schedule(conversion);
    // A re-sync's history row gets what it changed; an owner's assistant is on its re-sync schedule from
    // its first build on (upserting an existing schedule changes nothing).
    await this.resync.completed(conversion);
    const assistant = await this.assistants.findById(conversion.assistantId);
    if (assistant?.ownerUserId)
      await this.resyncScheduler.apply({ assistantId: assistant.id, frequency: assistant.resyncFrequency });
    await this.counter.clear(conversion.id, conversion.attempt, [...CONVERSION_STAGES]);
  }
}
