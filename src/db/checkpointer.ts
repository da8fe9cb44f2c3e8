// SQLite WAL checkpoints off the event loop. By default the connection whose commit pushes
// the WAL past 1,000 pages copies it into the database file and fsyncs, inside that request
// (tens of milliseconds on a busy disk; docs/dpdp.md measured the tail). Instead, a worker
// thread with its own connection runs a PASSIVE checkpoint every CHECKPOINT_EVERY_MS, which
// never blocks readers or writers; the request connections keep an auto-checkpoint only as a
// safety net (WAL_SAFETY_PAGES), should the worker stop.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export const CHECKPOINT_EVERY_MS = 200;
/** ≈ 40 MB of WAL: reached only if the worker cannot keep up or has died. */
export const WAL_SAFETY_PAGES = 10_000;

// An eval worker is CommonJS: it loads better-sqlite3 from the path resolved here.
const WORKER = `
  const { parentPort, workerData } = require('node:worker_threads');
  const Sqlite = require(workerData.driver);
  const db = new Sqlite(workerData.file, { fileMustExist: true, timeout: 0 });
  const checkpoint = db.prepare('PRAGMA wal_checkpoint(PASSIVE)');
  const timer = setInterval(() => {
    try {
      checkpoint.run();
    } catch {
      // SQLITE_BUSY or LOCKED: another checkpoint is running; try again next time.
    }
  }, workerData.everyMs);
  parentPort.on('message', () => {
    clearInterval(timer);
    db.close();
    parentPort.close();
  });
`;

export interface Checkpointer {
  close(): Promise<void>;
}

export function startCheckpointer(file: string, everyMs = CHECKPOINT_EVERY_MS): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { file, driver, everyMs } });
  worker.unref();
  // A failing worker only means checkpoints fall back to the connections' safety net.
  worker.on('error', () => undefined);
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    close: () => {
      worker.ref(); // unref'd, it would not keep the process alive until it has exited
      worker.postMessage('close');
      const force = setTimeout(() => void worker.terminate(), 2_000);
      return exited.finally(() => clearTimeout(force));
    },
  };
}
