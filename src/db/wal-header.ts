// SQLite WAL mode: "has anyone committed since?" without a read transaction.
//
// Every commit, by any connection of any process, rewrites the wal-index header at the start of
// the `-shm` file (iChange is incremented, mxFrame or the salts change; two copies, written one
// after the other; https://www.sqlite.org/walformat.html §2.1 — a format shared by every process
// and SQLite version using the file, so it is fixed). One pread of those 96 bytes is one syscall;
// a statement's read transaction (`PRAGMA data_version`, a balance) is two fcntl locks plus the
// statement (~15 µs per request on this VM, docs/performance.md). A value read from the database
// after the header was seen is therefore still the database's value, as of now, for as long as
// the header reads back byte-identical: the hot path reuses such reads instead of repeating them.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

const HEADER_BYTES = 48;
const WAL_INDEX_VERSION = 3007000;

export class WalHeader {
  private readonly buf = Buffer.alloc(HEADER_BYTES * 2);
  // The two copies as views made once: a subarray per read is a typed-array allocation per request.
  private readonly first = this.buf.subarray(0, HEADER_BYTES);
  private readonly second = this.buf.subarray(HEADER_BYTES);
  private constructor(private fd: number | undefined) {}

  /**
   * Opens `<file>-shm` of a database in WAL mode that a connection of this process holds open
   * (the file then stays, see SQLite's dead-man switch). undefined when it cannot be read or
   * does not look like a wal-index of `pageSize`: callers then read the database every time.
   */
  static open(file: string, pageSize: number): WalHeader | undefined {
    let fd: number | undefined;
    try {
      fd = openSync(`${file}-shm`, 'r');
      if (fstatSync(fd).size < HEADER_BYTES * 2) throw new Error('short wal-index');
      const header = new WalHeader(fd);
      const h = header.read();
      // szPage is 0 until the WAL holds a frame (1 stands for 65536).
      const szPage = h?.readUInt16LE(14);
      if (!h || h.readUInt32LE(0) !== WAL_INDEX_VERSION || h[12] !== 1 || (szPage !== 0 && (szPage === 1 ? 65536 : szPage) !== pageSize)) {
        // Native byte order on every platform Node runs on is little-endian; anything else is not ours to guess.
        throw new Error('unexpected wal-index header');
      }
      return header;
    } catch {
      if (fd !== undefined) closeSync(fd);
      return undefined;
    }
  }

  /**
   * The current header (a view of a buffer reused by the next call: copy what you keep), or
   * undefined while a writer is between its two copies (or the read failed): treat as changed.
   */
  read(): Buffer | undefined {
    if (this.fd === undefined) return undefined;
    try {
      if (readSync(this.fd, this.buf, 0, HEADER_BYTES * 2, 0) !== HEADER_BYTES * 2) return undefined;
    } catch {
      return undefined;
    }
    return this.first.equals(this.second) ? this.first : undefined;
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

/**
 * Values read from the database, each kept while the wal-index header is the one seen *before*
 * it was read (so no commit can fall between that header and the read): any commit anywhere
 * drops them all. Without a header (PostgreSQL, no -shm) nothing is kept.
 */
export class ReadsSinceHeader<V> {
  private stamp: Buffer | undefined;
  private readonly values = new Map<string, V>();
  /** The header seen by the current get(); set() stores under it. */
  private pending: Buffer | undefined;

  constructor(
    private readonly header: WalHeader | undefined,
    private readonly max = 10_000,
  ) {}

  /** The value kept for `key` if nothing was committed since it was read; reads the header once. */
  get(key: string): V | undefined {
    const h = this.header?.read();
    this.pending = undefined;
    if (!h) return undefined;
    if (this.stamp !== undefined && this.stamp.equals(h)) {
      const v = this.values.get(key);
      if (v !== undefined) return v;
      this.pending = this.stamp;
      return undefined;
    }
    this.values.clear();
    this.stamp = Buffer.from(h);
    this.pending = this.stamp;
    return undefined;
  }

  /**
   * Keeps `value`, read just now (synchronously after the get() that missed): valid under the
   * header that get() saw, unless a newer header has replaced it meanwhile.
   */
  set(key: string, value: V): void {
    if (this.pending === undefined || this.pending !== this.stamp) return;
    if (this.values.size >= this.max) this.values.clear();
    this.values.set(key, value);
    this.pending = undefined;
  }
}
