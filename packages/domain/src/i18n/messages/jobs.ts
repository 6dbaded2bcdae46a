import type { MessageTable } from './table';

/** Messages of the admin Jobs screen's API (issue 13). */
export const jobsMessages = {
  'errors.job_retry_waiting': {
    en: 'Another run of this job is already waiting to be retried',
    el: 'Μια άλλη εκτέλεση αυτής της εργασίας περιμένει ήδη να επαναληφθεί',
    is: 'Önnur keyrsla þessa verks bíður þegar endurtekningar',
  },
  'errors.jobs_unavailable': {
    en: 'Background jobs are not available on this server',
    el: 'Οι εργασίες παρασκηνίου δεν είναι διαθέσιμες σε αυτόν τον διακομιστή',
    is: 'Bakgrunnsverk eru ekki í boði á þessum netþjóni',
  },
} as const satisfies MessageTable;
