import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { REDACTED_PATHS } from './logger';

describe('log redaction', () => {
  it('never writes credentials from headers or password-like fields', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const log = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    log.info({
      req: { headers: { authorization: 'Bearer abc123', cookie: 'sid=abc123', host: 'portal.test' } },
      password: 'hunter2-top',
      body: { email: 'ann@acme.test', password: 'hunter2-body', pin: '123456' },
      change: { currentPassword: 'old-secret', newPassword: 'new-secret' },
      nested: { form: { password: 'hunter2-deep' } },
    });
    const text = lines.join('');
    for (const secret of ['abc123', 'hunter2', '123456', 'old-secret', 'new-secret']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('portal.test');
    expect(text).toContain('ann@acme.test');
  });
});
