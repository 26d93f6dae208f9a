import { Emitter } from '@socket.io/redis-emitter';
import {
  rooms,
  type ConversionCompletedEvent,
  type ConversionFailedEvent,
  type ConversionView,
  type ServerToClientEvents,
} from '@gptsite/shared';
import type { Redis } from 'ioredis';

/**
 * Publishes Socket.IO events from any process through Redis; the api's redis adapter delivers them to
 * the sockets in each conversion's room.
 */
export class EventPublisher {
  private readonly emitter: Emitter<ServerToClientEvents>;

  constructor(redis: Redis, socketIoKey: string) {
    this.emitter = new Emitter<ServerToClientEvents>(redis, { key: socketIoKey });
  }

  conversionProgress(view: ConversionView): void {
    this.emitter.to(rooms.conversion(view.id)).emit('conversion:progress', view);
  }

  conversionCompleted(event: ConversionCompletedEvent): void {
    this.emitter.to(rooms.conversion(event.conversionId)).emit('conversion:completed', event);
  }

  conversionFailed(event: ConversionFailedEvent): void {
    this.emitter.to(rooms.conversion(event.conversionId)).emit('conversion:failed', event);
  }
}
