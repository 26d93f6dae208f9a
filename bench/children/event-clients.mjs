// Live events: `clients` socket.io clients connect to the api and subscribe to conversions, then events
// are published the way the workers publish them (the real EventPublisher, over Redis through the
// api's redis adapter) with the send time inside; each client records receive − send. Publisher and
// clients share this process, so both timestamps come from one clock.
// argv[2]: { baseUrl, clients, view, rounds, broadcastEvents }
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { io } from 'socket.io-client';
import { child } from '../lib/children.mjs';
import { ROOT, benchConfig, load } from '../lib/runtime.mjs';
import { percentile, round } from '../lib/stats.mjs';

const server = load('@gptsite/server');
const task = JSON.parse(process.argv[2]);
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A conversion's viewing token, as the trial response hands it out (api accounts/conversion-view-token):
 * the api lets a socket watch only conversions it may see, and these conversions exist only in this bench.
 * Signed with the run's JWT_SECRET, which the api reads too.
 */
// The api's own JWT library (a dependency of the api workspace, not of the repository root).
const { JwtService } = createRequire(`${ROOT}api/package.json`)('@nestjs/jwt');
const signer = new JwtService({ secret: process.env.JWT_SECRET, signOptions: { algorithm: 'HS256' } });
const viewToken = (conversionId) =>
  signer.sign(
    { view: { conversionId } },
    { subject: `conversion:${conversionId}`, audience: 'conversion-view', expiresIn: 3600 },
  );

async function connect(conversionId, sharedId, onEvent) {
  const socket = io(task.baseUrl, { transports: ['websocket'], reconnection: false, forceNew: true });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.on('conversion:progress', (view) => {
    if (typeof view.sentAt === 'number') onEvent(view, now() - view.sentAt);
  });
  socket.emit('conversion:subscribe', { conversionId, token: viewToken(conversionId) });
  socket.emit('conversion:subscribe', { conversionId: sharedId, token: viewToken(sharedId) });
  return { socket, conversionId };
}

child.main(async () => {
  const config = benchConfig();
  const redis = server.createRedisConnection(config.redisUrl, 'bench:events');
  const publisher = new server.EventPublisher(redis, server.redisKeys(config.redisPrefix).socketIoKey);
  const sharedId = randomUUID();
  const perConversion = [];
  const broadcast = [];
  let received = 0;
  const clients = [];
  const connectStarted = performance.now();
  for (let start = 0; start < task.clients; start += 50) {
    clients.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(50, task.clients - start) }, () =>
          connect(randomUUID(), sharedId, (view, latency) => {
            received += 1;
            (view.id === sharedId ? broadcast : perConversion).push(latency);
          }),
        ),
      )),
    );
  }
  const connectMs = performance.now() - connectStarted;
  // A subscription joins the room, then reads the snapshot; give the last joins a moment.
  await sleep(1000);

  // 1. Every client watches its own conversion; each conversion gets one progress event per second
  //    (the workers send at most four a second per conversion), spread evenly: `clients` events/s.
  const ids = clients.map((client) => client.conversionId);
  let sent = 0;
  for (let round = 0; round < task.rounds; round += 1) {
    const roundStarted = performance.now();
    for (let index = 0; index < ids.length; index += 1) {
      publisher.conversionProgress({ ...task.view, id: ids[index], sentAt: now() });
      sent += 1;
      if (index % 10 === 9) {
        const due = roundStarted + ((index + 1) / ids.length) * 1000;
        await sleep(Math.max(0, due - performance.now()));
      }
    }
  }
  await sleep(1500);
  const perConversionSent = sent;

  // 2. All clients watch one conversion: each event fans out to every client.
  for (let index = 0; index < task.broadcastEvents; index += 1) {
    publisher.conversionProgress({ ...task.view, id: sharedId, sentAt: now() });
    await sleep(200);
  }
  await sleep(1500);
  for (const client of clients) client.socket.disconnect();
  redis.disconnect();
  const summary = (values, expected) => ({
    expected,
    received: values.length,
    p50: round(percentile(values, 50), 1),
    p95: round(percentile(values, 95), 1),
    p99: round(percentile(values, 99), 1),
    max: round(Math.max(...values), 1),
  });
  return {
    clients: clients.length,
    connectMs: round(connectMs, 0),
    received,
    perConversion: { ...summary(perConversion, perConversionSent), ratePerSecond: task.clients },
    broadcast: summary(broadcast, task.broadcastEvents * clients.length),
  };
});
