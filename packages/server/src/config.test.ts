import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('keeps a terminal quiet (warn) and gives log collectors info, unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({}, true).logLevel).toBe('warn');
    expect(loadConfig({}, false).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'info' }, true).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }, false).logLevel).toBe('debug');
  });

  it('refuses an unknown LOG_LEVEL with the variable named', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, true)).toThrow(ConfigError);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' }, true)).toThrow(/LOG_LEVEL/);
  });
});
