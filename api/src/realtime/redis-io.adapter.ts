import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { closeRedis, createRedisConnection, type Redis } from '@gptsite/server';
import type { Server, ServerOptions } from 'socket.io';

/** Socket.IO over the Redis adapter, so several api copies (and the workers' emitter) share rooms. */
export class RedisIoAdapter extends IoAdapter {
  private readonly connections: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly redisUrl: string,
    private readonly key: string,
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      cors: { origin: true, credentials: true },
    }) as Server;
    const publisher = createRedisConnection(this.redisUrl, 'api:socket-pub');
    const subscriber = publisher.duplicate({ connectionName: 'api:socket-sub' });
    this.connections.push(publisher, subscriber);
    server.adapter(createAdapter(publisher, subscriber, { key: this.key }));
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all(this.connections.map(closeRedis));
  }
}
