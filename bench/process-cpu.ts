import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** User + system CPU seconds of a process so far (Linux, from /proc). */
export function cpuSeconds(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticks;
}
