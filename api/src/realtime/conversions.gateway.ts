import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { ConversionRepository, toConversionView } from '@gptsite/server';
import { isUuid, rooms, type ClientToServerEvents, type ServerToClientEvents } from '@gptsite/shared';
import type { Socket } from 'socket.io';
import { ResourceAccessService } from '../accounts/resource-access.service';
import { deniedEvent, socketTokens } from './socket-credentials';

type ClientSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/**
 * Joins a client to a conversion's room, then sends the current state from Postgres: a late subscriber
 * sees the snapshot first, then deltas, then exactly one completed or failed. Only for those who may read
 * the conversion's progress (its viewing token, or its owner, brand admin or super admin); anyone else
 * gets `subscribe:denied` and joins nothing.
 */
@WebSocketGateway()
export class ConversionsGateway {
  constructor(
    private readonly conversions: ConversionRepository,
    private readonly access: ResourceAccessService,
  ) {}

  @SubscribeMessage('conversion:subscribe')
  async subscribe(
    @ConnectedSocket() client: ClientSocket,
    @MessageBody() payload: { conversionId?: unknown; token?: unknown },
  ): Promise<void> {
    const conversionId = typeof payload?.conversionId === 'string' ? payload.conversionId : '';
    if (!isUuid(conversionId)) return;
    try {
      await this.access.assertMayWatch(socketTokens(client, payload), conversionId);
    } catch (error) {
      client.emit('subscribe:denied', deniedEvent(error, 'conversion:subscribe', conversionId));
      return;
    }
    // Join before reading, so no event published between the read and the join is lost.
    await client.join(rooms.conversion(conversionId));
    const conversion = await this.conversions.findById(conversionId);
    if (!conversion) return;
    client.emit('conversion:progress', toConversionView(conversion));
    if (conversion.status === 'completed' && conversion.redirectUrl) {
      client.emit('conversion:completed', {
        conversionId,
        assistantId: conversion.assistantId,
        redirectUrl: conversion.redirectUrl,
      });
    } else if (conversion.status === 'failed') {
      client.emit('conversion:failed', {
        conversionId,
        stage: conversion.error?.stage ?? conversion.stage,
        message: conversion.error?.message ?? 'The conversion failed',
      });
    }
  }

  @SubscribeMessage('conversion:unsubscribe')
  async unsubscribe(
    @ConnectedSocket() client: ClientSocket,
    @MessageBody() payload: { conversionId?: unknown },
  ): Promise<void> {
    if (typeof payload?.conversionId === 'string') await client.leave(rooms.conversion(payload.conversionId));
  }
}
