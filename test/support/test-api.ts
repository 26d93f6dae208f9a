import type { NestExpressApplication } from '@nestjs/platform-express';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../libs/shared/src';
import type { AppConfig } from '../../libs/server/src';
import { createApiApp } from '../../api/src/bootstrap';

export interface RunningApi {
  app: NestExpressApplication;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startApi(config: AppConfig): Promise<RunningApi> {
  const app = await createApiApp(config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** `token` goes in the handshake's `auth.token`: an access token or a conversion's viewing token. */
export async function connectSocket(baseUrl: string, token?: string): Promise<TestSocket> {
  const socket: TestSocket = io(baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(token ? { auth: { token } } : {}),
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
