// The latency bench's raw-socket client (bench/rate-client.ts): its response parser on split,
// chunked, interim and pipelined bytes, and a short open-loop run against a node:http server
// that answers with content-length, chunked and `connection: close` responses. No timing asserted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestBytes, ResponseParser, runNetRate } from '../../bench/rate-client';

function parse(chunks: string[]): [number, boolean][] {
  const out: [number, boolean][] = [];
  const p = new ResponseParser((status, close) => out.push([status, close]));
  for (const c of chunks) p.push(Buffer.from(c, 'latin1'));
  return out;
}

describe('ResponseParser', () => {
  const ok = 'HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n\r\n{"ok":true}';

  it('reads a content-length response split at every byte', () => {
    expect(parse(ok.split(''))).toEqual([[200, false]]);
  });

  it('reads back-to-back responses in one chunk and waits for an incomplete body', () => {
    expect(parse([ok + ok.replace('200 OK', '429 Too Many Requests') + ok.slice(0, -3)])).toEqual([[200, false], [429, false]]);
  });

  it('reads a chunked body with trailers, an interim 100 and connection: close', () => {
    const chunked = 'HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n4\r\nabcd\r\n3;x=1\r\nxyz\r\n0\r\nX-T: 1\r\n\r\n';
    expect(parse(['HTTP/1.1 100 Continue\r\n\r\n', chunked.slice(0, 50), chunked.slice(50)])).toEqual([[201, true]]);
    // A body holding the chunk terminator's bytes does not end it early.
    const tricky = 'HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n5\r\n0\r\n\r\n\r\n0\r\n\r\n' + ok;
    expect(parse([tricky])).toEqual([[200, false], [200, false]]);
  });

  it('treats HTTP/1.0 as closing and rejects what it cannot frame', () => {
    expect(parse(['HTTP/1.0 200 OK\r\nContent-Length: 0\r\n\r\n'])).toEqual([[200, true]]);
    expect(() => parse(['HTTP/1.1 200 OK\r\n\r\nbody'])).toThrow(/content-length/);
    expect(() => parse(['SSH-2.0-OpenSSH\r\n\r\n'])).toThrow(/status line/);
  });
});

describe('runNetRate against node:http', () => {
  let server: Server;
  let port: number;
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${req.headers.authorization} ${body}`);
        const n = Number(JSON.parse(body).n);
        if (n % 5 === 1) res.writeHead(200, { 'Transfer-Encoding': 'chunked' }).end('chunked answer');
        else if (n % 5 === 2) res.writeHead(200, { Connection: 'close', 'Content-Length': 2 }).end('ok');
        else if (n % 5 === 3) res.writeHead(500, { 'Content-Length': 4 }).end('fail');
        else res.writeHead(200, { 'Content-Length': 2 }).end('ok');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('sends every pre-built request once and counts non-2xx as errors', async () => {
    const requests = Array.from({ length: 40 }, (_, n) => requestBytes('POST', `127.0.0.1:${port}`, '/svc/x?y=1', { authorization: 'Bearer k' }, JSON.stringify({ n })));
    const r = await runNetRate({ host: '127.0.0.1', port, rate: 400, requests });
    expect(r.errors).toBe(8); // n % 5 === 3
    expect(seen.sort()).toEqual(Array.from({ length: 40 }, (_, n) => `POST /svc/x?y=1 Bearer k {"n":${n}}`).sort());
    expect(r.p50).toBeGreaterThan(0);
    expect(r.p99).toBeGreaterThanOrEqual(r.p50);
    // connection: close answers (8 of them) each cost a socket: at least that many were opened.
    expect(r.sockets).toBeGreaterThanOrEqual(9);
  });
});
