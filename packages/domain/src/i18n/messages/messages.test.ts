import { describe, expect, it } from 'vitest';

import { domainMessages } from '../messages';
import { adminMessages } from './admin';
import { authMessages } from './auth';
import { commonMessages } from './common';
import { dataProcessesMessages } from './data-processes';
import { formsMessages } from './forms';
import { jobsMessages } from './jobs';
import { libraryMessages } from './library';
import { marketDataMessages } from './market-data';
import { portfolioMessages } from './portfolio';
import { publicContactMessages } from './public-contact';
import { publicSiteMessages } from './public-site';
import { publicSiteShellMessages } from './public-site-shell';
import { reportsMessages } from './reports';

const areas = {
  adminMessages,
  authMessages,
  commonMessages,
  dataProcessesMessages,
  formsMessages,
  jobsMessages,
  libraryMessages,
  marketDataMessages,
  portfolioMessages,
  reportsMessages,
  publicSiteMessages,
  publicContactMessages,
  publicSiteShellMessages,
};

describe('domain messages by area', () => {
  // Combined by spreading, a key declared in two areas would silently keep only the last text.
  it('declares each key in exactly one area', () => {
    const keys = Object.values(areas).flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(Object.keys(domainMessages).length);
  });
});
