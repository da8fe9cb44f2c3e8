// A Redis subscription torn down before its connection is up (the services of a CLI command, a
// server stopped right after it started): the queued SUBSCRIBE and UNSUBSCRIBE fail with
// "Connection is closed" when the client quits. Nobody awaits them, so unless the pub/sub
// catches them they are unhandled rejections, which end the process: `svc keys revoke` with
// Redis configured revoked the key and then exited 1 (seen in CI, test/graphql/websocket.test.ts).
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { RedisPubSub } from '../../src/platform/pubsub';
import { TEST_REDIS_URL } from '../helpers/env';

const unhandled: unknown[] = [];
const record = (reason: unknown) => unhandled.push(reason);
afterEach(() => {
  process.off('unhandledRejection', record);
  unhandled.length = 0;
});

describe.skipIf(!TEST_REDIS_URL)('RedisPubSub closed before its subscriber is connected', () => {
  it('leaves no unhandled rejection behind when the connection goes first', async () => {
    process.on('unhandledRejection', record);
    for (let round = 0; round < 5; round++) {
      const publisher = new Redis(TEST_REDIS_URL!, { lazyConnect: true });
      const subscriber = new Redis(TEST_REDIS_URL!, { maxRetriesPerRequest: null });
      const pubsub = new RedisPubSub(publisher, subscriber, `svc:test:${process.pid}:`);
      const messages = pubsub.subscribe('keys:revoked'); // SUBSCRIBE queued while connecting
      await messages.return?.(); // UNSUBSCRIBE queued too
      await pubsub.close();
      // The connection goes before the queued commands ran: what createServices().close() does when
      // quit() fails (c.quit().catch(() => c.disconnect())), and what a Redis restart does.
      publisher.disconnect();
      subscriber.disconnect();
    }
    await new Promise((r) => setTimeout(r, 50)); // rejections are reported after a macrotask
    expect(unhandled.map(String)).toEqual([]);
  });
});
