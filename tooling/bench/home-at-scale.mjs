// `node tooling/bench/home-at-scale.mjs [--sizes=1000,100000] [--runs=3]`: the home page on a phone at national
// scale (issue 14). For each catalogue size it seeds a throw-away PGlite database with the scale data
// (server/dist/seed/scale, the data of `npm run bench`), starts the built server on it (run `npm run build` first)
// and opens `/` in Debian Chromium with a phone's profile: 360×740, CPU 4× slower, 1.6 Mbit/s down, 750 kbit/s up,
// 150 ms round trip (Lighthouse's mobile preset, applied through CDP), a new browser context per run so nothing is
// cached and the service worker is kept out. It reports:
// - the time from scrolling to the all-offers list to the first frame with its first card (target 2.5 s);
// - every byte the page transferred (CDP encodedDataLength) until the list has arrived and the network is quiet,
//   and the ratio of the largest catalogue's figure to the smallest's (target at most 1.2).
// The function given to page.evaluate() runs in the browser, with its globals:
/* global document, MutationObserver, requestAnimationFrame */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium, devices } from '@playwright/test';
import { APP_POPUP_CLOSED_COOKIE } from '@ofertat/shared-api/deployment';
import { percentile, repoRoot, round, startServer } from '../reliability/shared.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const sizes = option('sizes', '1000,100000').split(',').map(Number);
const runs = Number(option('runs', 3));
const TARGET_MS = 2500;
const TARGET_BYTES_RATIO = 1.2;
/** Quiet network: no request in flight for this long once the list is shown. */
const QUIET_MS = 2000;

const phoneNetwork = { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

async function seed(dataDir, offerItems) {
  const cli = path.join(repoRoot, 'server', 'dist', 'seed', 'scale', 'seed-scale-cli.js');
  const { stdout } = await promisify(execFile)(process.execPath, [cli, '--offers', String(offerItems)], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    maxBuffer: 1 << 24,
  });
  process.stdout.write(stdout);
}

/** Counts the bytes of every response and tells when none has been in flight for QUIET_MS. */
async function watchNetwork(cdp) {
  let bytes = 0;
  const inFlight = new Set();
  let lastChange = performance.now();
  const settle = (event) => {
    inFlight.delete(event.requestId);
    lastChange = performance.now();
  };
  cdp.on('Network.requestWillBeSent', (event) => {
    inFlight.add(event.requestId);
    lastChange = performance.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    settle(event);
  });
  cdp.on('Network.loadingFailed', settle);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phoneNetwork);
  return {
    bytes: () => bytes,
    quiet: async () => {
      while (inFlight.size > 0 || performance.now() - lastChange < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

async function measureOnce(browser, baseUrl) {
  const context = await browser.newContext({ ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, baseURL: baseUrl, serviceWorkers: 'block' });
  try {
    // The app popup (spec section 1) would cover the page on a phone: this visitor has closed it.
    await context.addCookies([{ name: APP_POPUP_CLOSED_COOKIE, value: '1', url: baseUrl }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const network = await watchNetwork(cdp);
    await page.goto('/');
    await page.getByRole('region', { name: 'Oferta speciale' }).getByRole('article').first().waitFor();
    // Measured in the page: from the scroll to the frame after the list's first card is in the DOM.
    const scrolledMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const section = document.querySelector('section[aria-label="Të gjitha ofertat"]');
          const start = performance.now();
          const shown = () => section.querySelector('article') !== null;
          const finish = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            finish();
          });
          observer.observe(section, { childList: true, subtree: true });
          section.scrollIntoView();
        }),
    );
    await network.quiet();
    return { scrolledMs, bytes: network.bytes() };
  } finally {
    await context.close();
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
const results = [];
try {
  for (const size of sizes) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ofertat-bench-home-'));
    try {
      await seed(dataDir, size);
      const server = await startServer({ dataDir, logFile: path.join(dataDir, 'server.log') });
      try {
        // One unmeasured visit fills the server's public cache, as the visitors before this one did.
        await measureOnce(browser, server.baseUrl);
        const samples = [];
        for (let run = 0; run < runs; run++) samples.push(await measureOnce(browser, server.baseUrl));
        const times = samples.map((sample) => sample.scrolledMs).sort((a, b) => a - b);
        const bytes = samples.map((sample) => sample.bytes).sort((a, b) => a - b);
        const result = { size, times, bytes, medianMs: percentile(times, 0.5), medianBytes: percentile(bytes, 0.5) };
        results.push(result);
        console.log(
          `${size} offer items: list shown ${times.map((ms) => Math.round(ms)).join(', ')} ms after the scroll (median ${Math.round(result.medianMs)}), ` +
            `page transferred ${bytes.map((b) => round(b / 1024)).join(', ')} KB (median ${round(result.medianBytes / 1024)} KB)`,
        );
      } finally {
        await server.stop();
      }
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

const smallest = results[0];
const largest = results.at(-1);
const ratio = largest.medianBytes / smallest.medianBytes;
const slowest = Math.max(...results.map((result) => result.times.at(-1)));
console.log(`phone profile, ${runs} runs per size, load average ${os.loadavg()[0].toFixed(1)}`);
console.log(`bytes at ${largest.size} / at ${smallest.size}: ${ratio.toFixed(2)} (target ≤ ${TARGET_BYTES_RATIO}); slowest list ${Math.round(slowest)} ms (target ${TARGET_MS} ms)`);
process.exitCode = ratio <= TARGET_BYTES_RATIO && slowest <= TARGET_MS ? 0 : 1;
