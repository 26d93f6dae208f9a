import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { ConversionRepository, toConversionView } from '@gptsite/server';
import { isUuid, rooms, type ClientToServerEvents, type ServerToClientEvents } from '@gptsite/shared';
import type { Socket } from 'socket.io';

type ClientSocket = Socket<ClientToServerEvents, ServerToClientEvents>;

/**
 * Joins a client to a conversion's room, then sends the current state from Postgres: a late subscriber
 * sees the snapshot first, then deltas, then exactly one completed or failed.
 */
@WebSocketGateway()
export class ConversionsGateway {
  constructor(private readonly conversions: ConversionRepository) {}

  @SubscribeMessage('conversion:subscribe')
  async subscribe(
    @ConnectedSocket() client: ClientSocket,
    @MessageBody() payload: { conversionId?: unknown },
  ): Promise<void> {
    const conversionId = typeof payload?.conversionId === 'string' ? payload.conversionId : '';
    if (!isUuid(conversionId)) return;
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
