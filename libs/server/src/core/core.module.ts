import { Global, Inject, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { dataSourceOptions, requestPathPool } from '../database/data-source';
import { ENTITIES } from '../database/entities';
import { EventPublisher } from '../events/event-publisher';
import { JobQueue } from '../queue/job-queue';
import { FAIL_FAST_REDIS_OPTIONS, createRedisConnection, whenReady } from '../redis/redis-connection';
import { closeRedis } from '../redis/close-redis';
import { redisKeys, type RedisKeys } from '../redis/redis-keys';
import { REPOSITORIES } from '../repositories/all-repositories';
import { ConversionProgressService } from '../conversion/conversion-progress.service';
import { ConversionReconciler } from '../conversion/conversion-reconciler.service';
import { SiteAddressCheck } from '../network/site-address-check';
import { WebhookEvents } from '../webhooks/webhook-events.service';
import { PlanFeatures } from '../plans/plan-features.service';
import { ResyncScheduler } from '../resync/resync-scheduler';
import { ResyncService } from '../resync/resync.service';
import { PROCESS_NAME, REDIS, REDIS_KEYS } from './tokens';

class CoreShutdown implements OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly jobQueue: JobQueue,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.jobQueue.close();
    await closeRedis(this.redis);
  }
}

/** Infrastructure shared by api and workers: config, Postgres, Redis, queues, events, repositories. */
@Global()
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig, processName: string): DynamicModule {
    const keys = redisKeys(config.redisPrefix);
    const providers = [
      { provide: APP_CONFIG, useValue: config },
      { provide: PROCESS_NAME, useValue: processName },
      { provide: REDIS_KEYS, useValue: keys },
      {
        provide: REDIS,
        // The api answers people: its Redis calls fail fast (503) rather than wait for Redis to return.
        useFactory: async () => {
          if (processName !== 'api') return createRedisConnection(config.redisUrl, `${processName}:main`);
          const connection = createRedisConnection(
            config.redisUrl,
            `${processName}:main`,
            FAIL_FAST_REDIS_OPTIONS,
          );
          await whenReady(connection, 5000);
          return connection;
        },
      },
      {
        provide: JobQueue,
        useFactory: (redis: Redis) => new JobQueue(redis, keys.bullPrefix),
        inject: [REDIS],
      },
      {
        provide: EventPublisher,
        useFactory: (redis: Redis, redisKeyNames: RedisKeys) =>
          new EventPublisher(redis, redisKeyNames.socketIoKey),
        inject: [REDIS, REDIS_KEYS],
      },
      ...REPOSITORIES,
      ConversionProgressService,
      ConversionReconciler,
      { provide: SiteAddressCheck, useValue: new SiteAddressCheck(config.crawl.allowedHosts) },
      WebhookEvents,
      PlanFeatures,
      ResyncScheduler,
      ResyncService,
      CoreShutdown,
    ];
    return {
      module: CoreModule,
      imports: [
        TypeOrmModule.forRoot(
          // The api answers people: its statements are bounded; a worker's job may run longer.
          processName === 'api'
            ? dataSourceOptions(config.databaseUrl, {}, requestPathPool(config.databaseStatementTimeoutMs))
            : dataSourceOptions(config.databaseUrl),
        ),
        TypeOrmModule.forFeature(ENTITIES),
      ],
      providers,
      exports: [
        APP_CONFIG,
        PROCESS_NAME,
        REDIS_KEYS,
        REDIS,
        JobQueue,
        EventPublisher,
        ...REPOSITORIES,
        ConversionProgressService,
        ConversionReconciler,
        SiteAddressCheck,
        WebhookEvents,
        PlanFeatures,
        ResyncScheduler,
        ResyncService,
        TypeOrmModule,
      ],
    };
  }
}
