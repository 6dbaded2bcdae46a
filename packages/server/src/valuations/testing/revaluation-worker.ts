// A worker process for the crash test: works revaluations on DATABASE_URL until it is killed.
import { openDatabase } from '../../db/client';
import { startJobEngine } from '../../jobs/job-engine';
import { workRevaluations } from '../revaluation-jobs';
import { QUICK_EXPIRY_QUEUES } from './quick-expiry-queues';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function main(): Promise<void> {
  const handle = await openDatabase({ url: process.env.DATABASE_URL });
  const jobs = await startJobEngine(handle, {
    logger: quiet,
    work: true,
    schedules: false,
    queues: QUICK_EXPIRY_QUEUES,
    pollingIntervalSeconds: 0.5,
  });
  await workRevaluations(jobs, handle.db, () => process.env.TODAY!);
  process.stdout.write('ready\n');
}

void main();
