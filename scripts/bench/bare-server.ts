import http from 'node:http';

/** The baseline: a bare node:http JSON server, the ceiling any framework is compared with (P1). */
const body = JSON.stringify({ status: 'ok', database: { kind: 'pglite', ok: true } });
http
  .createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.argv[2]), '127.0.0.1');
