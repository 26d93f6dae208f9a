import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { isDomainError } from '@gptsite/server';
import { ERROR_CATALOGUE, type ClientToServerEvents, type ServerToClientEvents } from '@gptsite/shared';
import type { Socket } from 'socket.io';
import { ChatService } from '../chat/chat.service';
import { chatRequestSchema } from '../chat/chat-request.schema';

type ClientSocket = Socket<ClientToServerEvents, ServerToClientEvents>;
type AskPayload = Parameters<ClientToServerEvents['chat:ask']>[0];

/** Streams an answer: `chat:token` as it is produced, then one `chat:done` (or `chat:error`). */
@WebSocketGateway()
export class ChatGateway {
  constructor(private readonly chat: ChatService) {}

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
        { ip: client.handshake.address },
        (token) => client.emit('chat:token', { requestId, token }),
      );
      client.emit('chat:done', { requestId, ...response });
    } catch (error) {
      const known = isDomainError(error);
      client.emit('chat:error', {
        requestId,
        statusCode: known ? error.status : 500,
        message: known ? error.message : ERROR_CATALOGUE.INTERNAL.message,
      });
    }
  }
}
