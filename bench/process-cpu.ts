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

/** User + system CPU seconds so far of a process and all its descendants (a cluster's primary and its workers). */
export function treeCpuSeconds(rootPid: number | undefined): number {
  if (!rootPid) return Number.NaN;
  const stats = fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return [
          { pid: Number(entry), ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) },
        ];
      } catch {
        return []; // ended since
      }
    });
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const s of stats)
      if (tree.has(s.ppid) && !tree.has(s.pid)) {
        tree.add(s.pid);
        grew = true;
      }
  }
  return stats.filter((s) => tree.has(s.pid)).reduce((sum, s) => sum + s.cpu, 0) / ticks;
}
