import { Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  type OnGatewayInit,
} from '@nestjs/websockets';
import { DomainError } from '@gptsite/server';
import { rooms, type ClientToServerEvents, type ServerToClientEvents } from '@gptsite/shared';
import type { Server, Socket } from 'socket.io';
import { ResourceAccessService } from '../accounts/resource-access.service';
import { MonitorService } from '../system/monitor.service';
import { deniedEvent, socketTokens } from './socket-credentials';

const PUSH_INTERVAL_MS = 2000;

/**
 * Pushes a monitor snapshot every 2 s to whoever watches /monitor; idle when nobody does. The room is the
 * super admin's (conversion ids, websites, worker hosts, error-report text): anyone else gets
 * `subscribe:denied`.
 */
@WebSocketGateway()
export class MonitorGateway implements OnGatewayInit, OnModuleDestroy {
  @WebSocketServer() private server!: Server<ClientToServerEvents, ServerToClientEvents>;
  private timer: NodeJS.Timeout | null = null;
  private readonly logger = new Logger(MonitorGateway.name);

  constructor(
    private readonly monitor: MonitorService,
    private readonly access: ResourceAccessService,
  ) {}

  afterInit(): void {
    this.timer = setInterval(() => void this.push(), PUSH_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  @SubscribeMessage('monitor:subscribe')
  async subscribe(@ConnectedSocket() client: Socket, @MessageBody() payload: unknown): Promise<void> {
    const user = await this.access.userOf(socketTokens(client, payload));
    if (user?.role !== 'super_admin') {
      const refusal = new DomainError(user ? 'FORBIDDEN' : 'UNAUTHORIZED');
      client.emit('subscribe:denied', deniedEvent(refusal, 'monitor:subscribe'));
      return;
    }
    await client.join(rooms.monitor);
    client.emit('monitor:snapshot', await this.monitor.snapshot());
  }

  private async push(): Promise<void> {
    const watchers = this.server.sockets.adapter.rooms.get(rooms.monitor);
    if (!watchers?.size) return;
    try {
      this.server.local.to(rooms.monitor).emit('monitor:snapshot', await this.monitor.snapshot());
    } catch (error) {
      this.logger.warn(`Monitor push failed: ${(error as Error).message}`);
    }
  }
}
