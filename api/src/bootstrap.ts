import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { JobQueue, SAMPLES_DIR, SAMPLES_PATH, redisKeys, type AppConfig } from '@gptsite/server';
import { Logger } from 'nestjs-pino';
import { AccessTokenService } from './accounts/access-token.service';
import { AppModule } from './app.module';
import { trustedProxies } from './common/client-address';
import { readableBodyErrors } from './common/readable-body-errors';
import { securityHeaders } from './common/security-headers';
import { RedisIoAdapter } from './realtime/redis-io.adapter';
import { BULL_BOARD_PATH, mountBullBoard } from './system/bull-board';
import { AuditLogService } from './admin/audit-log.service';
import { mountSampleSites, mountWebApp, resolveWebDist } from './web/web-app';

/** Builds the API application (HTTP, Socket.IO, web app); tests call this with their own config. */
export async function createApiApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    // The Stripe webhook's signature is over the exact bytes sent (request.rawBody).
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  // Only the configured proxies' X-Forwarded-For sets request.ip (TRUST_PROXY): per-address limits rely on it.
  const isTrustedProxy = trustedProxies(config.trustProxy);
  app.set('trust proxy', (address: string) => isTrustedProxy(address));
  app.disable('x-powered-by');
  app.use(securityHeaders([SAMPLES_PATH, BULL_BOARD_PATH]));
  app.useBodyParser('json', { limit: '256kb' });
  app.use(readableBodyErrors);
  app.enableShutdownHooks();
  app.useWebSocketAdapter(
    new RedisIoAdapter(app, config.redisUrl, redisKeys(config.redisPrefix).socketIoKey),
  );
  const express = app.getHttpAdapter().getInstance();
  const accessTokens = app.get(AccessTokenService);
  const auditLog = app.get(AuditLogService);
  mountBullBoard(
    express,
    app.get(JobQueue),
    (token) => accessTokens.verify(token),
    (entry) => auditLog.record(entry),
  );
  mountSampleSites(express, SAMPLES_DIR, SAMPLES_PATH);
  // Before init: Nest's not-found handler is installed at init. The fallback passes API paths on.
  mountWebApp(express, resolveWebDist(config.webDist));
  await app.init();
  return app;
}
