import type { Redis } from 'ioredis';

/**
 * Closes a connection after its pending replies arrive (QUIT), so commands still in flight at shutdown
 * resolve instead of rejecting unobserved with "Connection is closed". Falls back to dropping the socket.
 */
export async function closeRedis(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}
