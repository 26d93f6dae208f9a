import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { AiModule, CoreModule, LeadNotifier, type AppConfig } from '@gptsite/server';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import { AccountsModule } from './accounts/accounts.module';
import { BillingModule } from './billing/billing.module';
import { AdminModule } from './admin/admin.module';
import { AuditLogModule } from './admin/audit-log.module';
import { AnalyticsController } from './analytics/analytics.controller';
import { AnalyticsService } from './analytics/analytics.service';
import { GlobalExceptionFilter } from './common/global-exception.filter';
import { QuotasModule } from './quotas/quotas.module';
import { RateLimitGuard } from './common/rate-limit.guard';
import { RateLimiterService } from './common/rate-limiter.service';
import { AssistantProfileService } from './chat/assistant-profile.service';
import { AssistantsController } from './chat/assistants.controller';
import { ChatService } from './chat/chat.service';
import { RetrievalService } from './chat/retrieval.service';
import { AnswerCache } from './chat/answer-cache';
import { LiveAssistants } from './chat/live-assistants';
import { KnowledgeIndexCache } from './chat/knowledge-index.cache';
import { ChatGateway } from './realtime/chat.gateway';
import { ConversionsController } from './conversions/conversions.controller';
import { ConversionSourcesService } from './conversions/conversion-sources.service';
import { ConversionsService } from './conversions/conversions.service';
import { DemoAssistantsController } from './demo/demo-assistants.controller';
import { DemoAssistantsService } from './demo/demo-assistants.service';
import { HealthController } from './health/health.controller';
import { ConversionsGateway } from './realtime/conversions.gateway';
import { MonitorGateway } from './realtime/monitor.gateway';
import { AiHealthProbe } from './system/ai-health.probe';
import { MonitorService } from './system/monitor.service';
import { SearchController } from './search/search.controller';
import { SearchService } from './search/search.service';
import { SystemController } from './system/system.controller';
import { SystemStatusService } from './system/system-status.service';
import { TrialsController } from './trials/trials.controller';
import { TrialsService } from './trials/trials.service';
import { DocumentUploadsService } from './uploads/document-uploads.service';
import { WidgetController } from './widget/widget.controller';
import { AssistantSettingsService } from './workspace/assistant-settings.service';
import { ConversationHistoryService } from './workspace/conversation-history.service';
import { WorkspaceController } from './workspace/workspace.controller';
import { ContentGapsService } from './gaps/content-gaps.service';
import { GapsController } from './gaps/gaps.controller';
import { AnswerOverridesService } from './overrides/answer-overrides.service';
import { EnabledOverridesCache } from './overrides/enabled-overrides.cache';
import { OverrideAnswerer } from './overrides/override-answerer';
import { OverridesController } from './overrides/overrides.controller';
import { QuestionSimilarity } from './overrides/question-similarity';
import { HandoffRequestController } from './handoff/handoff-request.controller';
import { HandoffController } from './handoff/handoff.controller';
import { HandoffService } from './handoff/handoff.service';
import { LeadCaptureController } from './leads/lead-capture.controller';
import { LeadsController } from './leads/leads.controller';
import { LeadsService } from './leads/leads.service';
import { WebhookSettingsService } from './webhooks/webhook-settings.service';
import { WebhooksController } from './webhooks/webhooks.controller';
import { SyncHistoryService } from './syncs/sync-history.service';
import { SyncsController } from './syncs/syncs.controller';
import { SuiteChecks } from './test-suite/suite-checks';
import { TestSuiteController } from './test-suite/test-suite.controller';
import { TestSuiteService } from './test-suite/test-suite.service';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, 'api'),
        AiModule,
        AuditLogModule,
        AccountsModule,
        AdminModule,
        QuotasModule,
        BillingModule,
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (request, response) => {
              const id = request.headers['x-request-id'] ?? randomUUID();
              response.setHeader('x-request-id', id);
              return id;
            },
            autoLogging: { ignore: (request) => request.url === '/api/health' },
            redact: ['req.headers.cookie', 'req.headers.authorization'],
          },
        }),
      ],
      controllers: [
        HealthController,
        SystemController,
        TrialsController,
        ConversionsController,
        AssistantsController,
        SearchController,
        WidgetController,
        DemoAssistantsController,
        WorkspaceController,
        OverridesController,
        GapsController,
        AnalyticsController,
        WebhooksController,
        SyncsController,
        LeadsController,
        LeadCaptureController,
        HandoffController,
        HandoffRequestController,
        TestSuiteController,
      ],
      providers: [
        { provide: APP_FILTER, useClass: GlobalExceptionFilter },
        RateLimiterService,
        RateLimitGuard,
        AiHealthProbe,
        SystemStatusService,
        MonitorService,
        TrialsService,
        ConversionsService,
        ConversionSourcesService,
        DocumentUploadsService,
        ConversionsGateway,
        MonitorGateway,
        KnowledgeIndexCache,
        AnswerCache,
        LiveAssistants,
        RetrievalService,
        ChatService,
        SearchService,
        AssistantProfileService,
        ChatGateway,
        DemoAssistantsService,
        AssistantSettingsService,
        ConversationHistoryService,
        QuestionSimilarity,
        EnabledOverridesCache,
        OverrideAnswerer,
        AnswerOverridesService,
        ContentGapsService,
        AnalyticsService,
        WebhookSettingsService,
        SyncHistoryService,
        LeadNotifier,
        LeadsService,
        HandoffService,
        SuiteChecks,
        TestSuiteService,
      ],
    };
  }
}
