import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { BillingRepository, CustomerBilling, TrialLifecycleService } from '@gptsite/server';
import { AiModule, CoreModule, LeadNotifier, MailService, type AppConfig } from '@gptsite/server';
import { HeartbeatService } from './jobs/heartbeat.service';
import { JobExhaustedListener } from './jobs/job-lifecycle';
import { JobRunnerService } from './jobs/job-runner.service';
import { ReconcilerService } from './jobs/reconciler.service';
import { BuildKnowledgeHandler } from './pipeline/build-knowledge.handler';
import { ConversionAdvanceHandler } from './pipeline/conversion-advance.handler';
import { ConversionStartHandler } from './pipeline/conversion-start.handler';
import { CrawlContextService } from './pipeline/crawl-context.service';
import { CrawlFrontier } from './pipeline/crawl-frontier';
import { CrawlPageHandler } from './pipeline/crawl-page.handler';
import { CRAWL_TOOL_PROVIDERS } from './pipeline/crawl-tools';
import { ExtractDocumentHandler } from './pipeline/extract-document.handler';
import { FinalizeHandler } from './pipeline/finalize.handler';
import { ImportSampleHandler } from './pipeline/import-sample.handler';
import { PipelineFailureListener } from './pipeline/pipeline-failure.listener';
import { SemanticIndexHandler } from './pipeline/semantic-index.handler';
import { StageCounter } from './pipeline/stage-counter';
import { StageProgress } from './pipeline/stage-progress';
import { LeadDigestService } from './leads/lead-digest.service';
import { ResyncAssistantHandler } from './resync/resync-assistant.handler';
import { TrialLifecycleScheduler } from './trials/trial-lifecycle.scheduler';
import { InvoiceCheckScheduler } from './billing/invoice-check.scheduler';
import { ExhaustedJobRouter } from './webhooks/exhausted-job-router';
import { WebhookDeliverHandler } from './webhooks/webhook-deliver.handler';
import { WEBHOOK_PROVIDERS } from './webhooks/webhook-providers';

@Module({})
export class WorkersModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkersModule,
      imports: [CoreModule.forRoot(config, 'workers'), AiModule, DiscoveryModule],
      providers: [
        ...CRAWL_TOOL_PROVIDERS,
        JobRunnerService,
        HeartbeatService,
        ReconcilerService,
        { provide: JobExhaustedListener, useClass: ExhaustedJobRouter },
        PipelineFailureListener,
        StageCounter,
        StageProgress,
        CrawlContextService,
        CrawlFrontier,
        ConversionStartHandler,
        CrawlPageHandler,
        ExtractDocumentHandler,
        ConversionAdvanceHandler,
        BuildKnowledgeHandler,
        FinalizeHandler,
        ImportSampleHandler,
        SemanticIndexHandler,
        ...WEBHOOK_PROVIDERS,
        WebhookDeliverHandler,
        TrialLifecycleService,
        TrialLifecycleScheduler,
        BillingRepository,
        CustomerBilling,
        InvoiceCheckScheduler,
        ResyncAssistantHandler,
        MailService,
        LeadNotifier,
        LeadDigestService,
      ],
    };
  }
}
