// The two measuring tools of the benchmark: one request that records what a browser would receive, and
// an autocannon run (its CLI, in its own process, so the load generator never shares an event loop with
// the runner) summarised as requests/s and latency percentiles.
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
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

export function probe(port: number, target: Target, headers: Record<string, string> = BROWSER_HEADERS): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
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
