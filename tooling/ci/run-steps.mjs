#!/usr/bin/env node
// Runs npm scripts one after another, stops at the first that fails, and prints how long each took. The README's
// test command is made of these steps; with CI_STAGE_TIMES=<file> (set by .ci/run) each step's wall time is also
// appended there, so CI's closing table shows which part of `npm test` was slow, not just its total.
//   node tooling/ci/run-steps.mjs <npm script> [<npm script> ...]
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('usage: node tooling/ci/run-steps.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}
const parent = process.env.CI_STAGE_PARENT ?? `npm ${process.env.npm_lifecycle_event ?? 'steps'}`;
const times = [];

for (const step of steps) {
  const started = Date.now();
  const { status, signal } = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  const failed = status !== 0;
  times.push(`${step} ${seconds} s${failed ? ' (failed)' : ''}`);
  if (process.env.CI_STAGE_TIMES) appendFileSync(process.env.CI_STAGE_TIMES, `${parent} › ${step}\t${seconds}\t${failed ? 'failed' : 'ok'}\n`);
  if (failed) {
    console.error(`\n${parent}: ${step} failed${signal ? ` (${signal})` : ''}; steps: ${times.join(', ')}`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${parent}: ${times.join(', ')}`);
