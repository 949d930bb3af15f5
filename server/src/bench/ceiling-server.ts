// The benchmark's ceiling: a plain node:http server that answers every request with one precomputed
// body and its headers, the fastest any server can send that response. Started by run-bench.ts as its
// own process (like the real server) with BENCH_BODY_FILE, BENCH_HEADERS (JSON) and PORT; it prints
// "listening" once it accepts connections.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BENCH_BODY_FILE!);
const headers = { ...(JSON.parse(process.env.BENCH_HEADERS ?? '{}') as Record<string, string>), 'content-length': String(body.length) };

const server = createServer((request, response) => {
  // Read the request body (POST search) before answering, as a real server must.
  request.resume();
  request.on('end', () => {
    response.writeHead(200, headers);
    response.end(body);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('listening'));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
