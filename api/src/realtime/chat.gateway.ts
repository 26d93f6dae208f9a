import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { Inject } from '@nestjs/common';
import { APP_CONFIG, isDomainError, isRedisUnavailableError, type AppConfig } from '@gptsite/server';
import { ERROR_CATALOGUE, type ClientToServerEvents, type ServerToClientEvents } from '@gptsite/shared';
import type { Socket } from 'socket.io';
import { ChatService } from '../chat/chat.service';
import { chatRequestSchema } from '../chat/chat-request.schema';
import { clientAddress, trustedProxies } from '../common/client-address';

type ClientSocket = Socket<ClientToServerEvents, ServerToClientEvents>;
type AskPayload = Parameters<ClientToServerEvents['chat:ask']>[0];

/** Streams an answer: `chat:token` as it is produced, then one `chat:done` (or `chat:error`). */
@WebSocketGateway()
export class ChatGateway {
  private readonly isTrustedProxy: (address: string) => boolean;

  constructor(
    private readonly chat: ChatService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.isTrustedProxy = trustedProxies(config.trustProxy);
  }

  @SubscribeMessage('chat:ask')
  async ask(@ConnectedSocket() client: ClientSocket, @MessageBody() payload: AskPayload): Promise<void> {
    const requestId = typeof payload?.requestId === 'string' ? payload.requestId.slice(0, 100) : '';
    const parsed = chatRequestSchema.safeParse(payload);
    if (!parsed.success || typeof payload.assistantId !== 'string') {
      client.emit('chat:error', { requestId, statusCode: 400, message: 'Please type a question' });
      return;
    }
    try {
      const response = await this.chat.ask(
        payload.assistantId,
        parsed.data,
        // As request.ip over HTTP: X-Forwarded-For counts only from a configured proxy.
        {
          ip: clientAddress(
            client.handshake.address,
            client.handshake.headers['x-forwarded-for'],
            this.isTrustedProxy,
          ),
        },
        (token) => client.emit('chat:token', { requestId, token }),
      );
      client.emit('chat:done', { requestId, ...response });
    } catch (error) {
      const known = isDomainError(error);
      // As over HTTP: Redis down is a 503 with the catalogue's sentence, not an internal error.
      const unavailable = !known && isRedisUnavailableError(error);
      client.emit('chat:error', {
        requestId,
        statusCode: known ? error.status : unavailable ? 503 : 500,
        message: known
          ? error.message
          : unavailable
            ? ERROR_CATALOGUE.STORE_UNAVAILABLE.message
            : ERROR_CATALOGUE.INTERNAL.message,
      });
    }
  }
}
