import { randomUUID } from 'node:crypto';
import {
  closeRedis,
  createRedisConnection,
  redisKeys,
  type AssistantEntity,
  type AssistantRepository,
  type Redis,
} from '../../libs/server/src';
import { LiveAssistants } from '../../api/src/chat/live-assistants';
import { testConfig } from '../support/test-config';

/** The assistants table as LiveAssistants reads it, counting reads, with the repository's announcement. */
class FakeAssistants {
  readonly rows = new Map<string, Partial<AssistantEntity>>();
  reads = 0;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
  ) {}

  async findById(id: string): Promise<AssistantEntity | null> {
    this.reads += 1;
    return (this.rows.get(id) as AssistantEntity | undefined) ?? null;
  }

  async update(id: string, patch: Partial<AssistantEntity>): Promise<void> {
    this.rows.set(id, { ...this.rows.get(id), ...patch });
    await this.redis.publish(this.channel, id);
  }
}

const until = async (condition: () => boolean): Promise<void> => {
  for (let waited = 0; !condition() && waited < 5000; waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('LiveAssistants (real Redis pub/sub)', () => {
  const config = testConfig();
  const keys = redisKeys(`${config.redisPrefix}:live-${randomUUID()}`);
  let redis: Redis;
  let assistants: FakeAssistants;
  let live: LiveAssistants;

  beforeAll(async () => {
    redis = createRedisConnection(config.redisUrl, 'test:live-assistants');
    assistants = new FakeAssistants(redis, keys.assistantChanges);
    live = new LiveAssistants(assistants as unknown as AssistantRepository, redis, keys);
    await live.onModuleInit();
    await until(() => redis.status === 'ready');
  });

  afterAll(async () => {
    await live.onApplicationShutdown();
    await closeRedis(redis);
  });

  it('reads a live assistant once, then answers from memory until a change is announced', async () => {
    const id = randomUUID();
    assistants.rows.set(id, { id, status: 'live', activeConversionId: 'first' });
    // The subscription comes up asynchronously; until it has, every question reads the row.
    await until(() => (live as unknown as { listening: boolean }).listening);
    expect((await live.get(id)).activeConversionId).toBe('first');
    const reads = assistants.reads;
    await live.get(id);
    await live.get(id);
    expect(assistants.reads).toBe(reads);

    await assistants.update(id, { activeConversionId: 'second' });
    let current = 'first';
    await until(() => {
      void live.get(id).then((assistant) => (current = assistant.activeConversionId ?? ''));
      return current === 'second';
    });
    expect(current).toBe('second');
  });

  it('keeps refusing an assistant that is not live yet, and answers the moment it is', async () => {
    const id = randomUUID();
    assistants.rows.set(id, { id, status: 'building', activeConversionId: null });
    await expect(live.get(id)).rejects.toMatchObject({ code: 'ASSISTANT_NOT_READY' });
    assistants.rows.set(id, { id, status: 'live', activeConversionId: 'only' });
    expect((await live.get(id)).activeConversionId).toBe('only');
    await expect(live.get(randomUUID())).rejects.toMatchObject({ code: 'ASSISTANT_NOT_FOUND' });
  });
});
