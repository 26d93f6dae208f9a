/** Socket.IO event maps shared by api, workers and web (style.md 6): snapshot first, then deltas. */
import type { ChatSource, ConversionView, MonitorSnapshot } from './api-types';
import type { ConversionStageName } from './stages';

export interface ConversionCompletedEvent {
  conversionId: string;
  assistantId: string;
  redirectUrl: string;
}

export interface ConversionFailedEvent {
  conversionId: string;
  stage: ConversionStageName;
  message: string;
}

export interface ChatTokenEvent {
  requestId: string;
  token: string;
}

export interface ChatDoneEvent {
  requestId: string;
  conversationId: string;
  messageId: string;
  answer: string;
  answered: boolean;
  sources: ChatSource[];
  /** As ChatResponse's: the chat offers to pass the conversation to a person. */
  handoff?: boolean;
}

export interface ChatErrorEvent {
  requestId: string;
  statusCode: number;
  message: string;
}

/**
 * A subscription refused: 401 without a usable token, 403 for a signed-in user without the right, 404
 * for a conversion that does not exist. The socket is not joined to the room.
 */
export interface SubscribeDeniedEvent {
  event: 'conversion:subscribe' | 'monitor:subscribe';
  conversionId?: string;
  statusCode: number;
  message: string;
}

/**
 * The token a subscription offers: an access token (owner, admin of the brand, super admin) or, for a
 * conversion, its viewing token. Without one in the payload, the handshake's `auth.token` counts.
 */
export interface SubscribeCredentials {
  token?: string;
}

export interface ServerToClientEvents {
  'subscribe:denied': (event: SubscribeDeniedEvent) => void;
  'conversion:progress': (view: ConversionView) => void;
  'conversion:completed': (event: ConversionCompletedEvent) => void;
  'conversion:failed': (event: ConversionFailedEvent) => void;
  'monitor:snapshot': (snapshot: MonitorSnapshot) => void;
  'chat:token': (event: ChatTokenEvent) => void;
  'chat:done': (event: ChatDoneEvent) => void;
  'chat:error': (event: ChatErrorEvent) => void;
}

export interface ClientToServerEvents {
  'conversion:subscribe': (payload: { conversionId: string } & SubscribeCredentials) => void;
  'conversion:unsubscribe': (payload: { conversionId: string }) => void;
  'monitor:subscribe': (payload?: SubscribeCredentials) => void;
  'chat:ask': (payload: {
    requestId: string;
    assistantId: string;
    message: string;
    conversationId?: string;
    visitorId?: string;
    pageUrl?: string;
  }) => void;
}

/** Socket.IO room names, so the emitter in workers and the gateway in api agree. */
export const rooms = {
  conversion: (conversionId: string) => `conversion:${conversionId}`,
  monitor: 'monitor',
} as const;
