// The measuring tools of the benchmark: one request that records what a browser would receive; an autocannon
// run (its CLI, in its own process, so the load generator never shares an event loop with the runner) of one
// request over and over, summarised as requests/s and latency percentiles; and a run of many different
// requests (loadVaried), for answers that are computed rather than served from the cache.
import { spawn } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';

/** What a browser sends: compressed answers are accepted. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

export interface Target {
  method: 'GET' | 'POST';
  path: string;
  /** JSON text of a POST body. */
  body?: string;
}

export interface Probe {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function probe(port: number, target: Target, headers: Record<string, string> = BROWSER_HEADERS, agent?: Agent): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: target.method,
        path: target.path,
        headers: { ...headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) if (typeof value === 'string') flat[name] = value;
          resolve({ status: response.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(target.body);
  });
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses that were not 2xx, plus errors and timeouts: any of them makes the run invalid. */
  failures: number;
}

interface AutocannonJson {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon');

export function load(port: number, target: Target, options: { connections: number; seconds: number }): Promise<LoadResult> {
  const args = [
    autocannonCli,
    '--json',
    '--no-progress',
    '--connections',
    String(options.connections),
    '--duration',
    String(options.seconds),
    '--method',
    target.method,
    ...Object.entries(BROWSER_HEADERS).flatMap(([name, value]) => ['--headers', `${name}=${value}`]),
    ...(target.body ? ['--headers', 'content-type=application/json', '--body', target.body] : []),
    `http://127.0.0.1:${port}${target.path}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(output) as AutocannonJson;
      resolve({
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        failures: result.non2xx + result.errors + result.timeouts,
      });
    });
  });
}

export interface VariedLoadResult extends LoadResult {
  /** Median size of the answers as sent. */
  medianBytes: number;
  /** Largest answer as sent. */
  maxBytes: number;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * `connections` clients on keep-alive connections send `targets` in turn, one after another, for `seconds`.
 * With more distinct targets than the public cache keeps (PUBLIC_CACHE_MAX_ENTRIES), every answer is computed.
 * The clients run in this process: a computed answer costs the server far more than the client's share.
 */
export async function loadVaried(port: number, targets: Target[], options: { connections: number; seconds: number }): Promise<VariedLoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const sizes: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const target = targets[next++ % targets.length]!;
      const sent = performance.now();
      try {
        const answer = await probe(port, target, BROWSER_HEADERS, agent);
        if (answer.status !== 200) failures += 1;
        sizes.push(answer.body.length);
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  sizes.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50Ms: Math.round(percentile(latencies, 0.5)),
    p99Ms: Math.round(percentile(latencies, 0.99)),
    failures,
    medianBytes: percentile(sizes, 0.5),
    maxBytes: sizes.at(-1) ?? 0,
  };
}
