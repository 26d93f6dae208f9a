import { Controller, Get, Module, Req, UseGuards, type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import request from 'supertest';
import {
  AssistantRepository,
  ConversionRepository,
  CoreModule,
  TrialRepository,
  UserRepository,
} from '../../libs/server/src';
import type { AuthUser, BrandKey, UserRole } from '../../libs/shared/src';
import { AccessTokenService, toAuthUser } from '../../api/src/accounts/access-token.service';
import { AccountsModule } from '../../api/src/accounts/accounts.module';
import {
  AssistantAccessGuard,
  type ManagedAssistantRequest,
} from '../../api/src/accounts/assistant-access.guard';
import { AuthGuard } from '../../api/src/accounts/auth.guard';
import { GlobalExceptionFilter } from '../../api/src/common/global-exception.filter';
import { testConfig } from '../support/test-config';

/** Stand-ins for the routes next in line for the guard (sources, recrawl, search, settings). */
@Controller('probe')
@UseGuards(AuthGuard, AssistantAccessGuard)
class ProbeController {
  @Get('assistants/:assistantId')
  assistant(@Req() request: ManagedAssistantRequest): { assistantId: string } {
    return { assistantId: request.assistant.id };
  }

  @Get('conversions/:conversionId')
  conversion(@Req() request: ManagedAssistantRequest): { assistantId: string } {
    return { assistantId: request.assistant.id };
  }
}

@Module({
  imports: [CoreModule.forRoot(testConfig(), 'api'), AccountsModule],
  controllers: [ProbeController],
})
class ProbeModule {}

describe('AssistantAccessGuard: owner, brand admin and super admin only', () => {
  let app: INestApplication;
  const tokens: Record<string, string> = {};
  let assistantId: string;
  let conversionId: string;
  let recrawlId: string;

  async function account(key: string, role: UserRole, brand: BrandKey | null = null): Promise<AuthUser> {
    const { user } = await app
      .get(UserRepository)
      .findOrCreate({ email: `${key}@access.example`, name: key, role, brand });
    tokens[key] = await app.get(AccessTokenService).sign(toAuthUser(user));
    return toAuthUser(user);
  }

  // A Nest app on the database, five accounts and their rows: past the 5 s default on a loaded 2-core runner.
  beforeAll(async () => {
    app = await NestFactory.create(ProbeModule, { logger: false });
    app.useGlobalFilters(new GlobalExceptionFilter());
    await app.init();
    const owner = await account('owner', 'user');
    await account('other-owner', 'user');
    await account('lawfirm-admin', 'admin', 'lawfirm');
    await account('edgpt-admin', 'admin', 'edgpt');
    await account('root', 'super_admin');

    const now = new Date();
    const trial = await app.get(TrialRepository).create({
      brand: 'lawfirm',
      name: 'Owner',
      email: 'owner@access.example',
      phone: null,
      website: 'https://access.example/',
      organization: null,
      startsAt: now,
      endsAt: now,
    });
    const assistant = await app.get(AssistantRepository).create({
      trialId: trial.id,
      brand: 'lawfirm',
      name: 'Access Assistant',
      greeting: 'Hello',
      colors: { primary: '#000000', secondary: '#ffffff' },
      website: 'https://access.example/',
    });
    const conversions = app.get(ConversionRepository);
    const conversion = await conversions.create({
      trialId: trial.id,
      assistantId: assistant.id,
      website: assistant.website,
    });
    await app.get(UserRepository).assignOwner(owner.id, {
      trialId: trial.id,
      assistantId: assistant.id,
      conversionId: conversion.id,
    });
    // A recrawl's conversion carries no owner of its own: it is judged by its assistant.
    const recrawl = await conversions.create({
      trialId: trial.id,
      assistantId: assistant.id,
      website: assistant.website,
    });
    [assistantId, conversionId, recrawlId] = [assistant.id, conversion.id, recrawl.id];
  }, 30_000);
  afterAll(() => app.close());

  const get = (path: string, who: string) => {
    const call = request(app.getHttpServer()).get(path);
    return who === 'anonymous' ? call : call.set('Authorization', `Bearer ${tokens[who]}`);
  };

  it.each([
    ['anonymous', 401],
    ['owner', 200],
    ['other-owner', 403],
    ['lawfirm-admin', 200],
    ['edgpt-admin', 403],
    ['root', 200],
  ])('answers %s with %i for the assistant and each of its conversions', async (who, status) => {
    for (const path of [
      `/probe/assistants/${assistantId}`,
      `/probe/conversions/${conversionId}`,
      `/probe/conversions/${recrawlId}`,
    ]) {
      const response = await get(path, who).expect(status);
      if (status === 200) expect(response.body).toEqual({ assistantId });
    }
  });

  it('answers 404 for an assistant or conversion that does not exist', async () => {
    await get('/probe/assistants/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11', 'root').expect(404);
    await get('/probe/assistants/not-an-id', 'root').expect(404);
    const missing = await get('/probe/conversions/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11', 'root').expect(404);
    expect(missing.body.message).toBe('That conversion does not exist or has been removed');
  });
});
