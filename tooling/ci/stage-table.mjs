#!/usr/bin/env node
// Prints the wall times .ci/run recorded (tab-separated: stage, seconds, ok|failed; a step of a stage is named
// "<stage> › <step>" and printed under it) as one Markdown table with the total, so a slow stage is seen at once
// and the table can be pasted into docs/benchmarks.md as it is.
import { readFileSync } from 'node:fs';

const [file] = process.argv.slice(2);
const rows = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => {
  const [name, seconds, status] = line.split('\t');
  return { name, seconds: Number(seconds), status };
});
const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const stages = rows.filter((row) => !row.name.includes(' › '));
const stepsOf = (stage) => rows.filter((row) => row.name.startsWith(`${stage.name} › `));

const lines = ['| Stage | Wall time | |', '|---|---:|---|'];
for (const stage of stages) {
  lines.push(`| ${stage.name} | ${clock(stage.seconds)} | ${stage.status === 'ok' ? '' : stage.status} |`);
  for (const step of stepsOf(stage)) {
    lines.push(`| &nbsp;&nbsp;${step.name.split(' › ')[1]} | ${clock(step.seconds)} | ${step.status === 'ok' ? '' : step.status} |`);
  }
}
const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
lines.push(`| **Total** | **${clock(total)}** | ${stages.every((stage) => stage.status === 'ok') ? '' : 'failed'} |`);
console.log(lines.join('\n'));
