import { describe, expect, it } from 'vitest';
import { parseClamdAddress } from './clamd-address';

describe('CLAMAV_URL', () => {
  it.each([
    ['tcp://127.0.0.1:3310', { host: '127.0.0.1', port: 3310 }],
    ['tcp://clamav.internal:3310/', { host: 'clamav.internal', port: 3310 }],
    ['tcp://[::1]:3310', { host: '::1', port: 3310 }],
    ['unix:///run/clamav/clamd.ctl', { path: '/run/clamav/clamd.ctl' }],
    ['/run/clamav/clamd.ctl', { path: '/run/clamav/clamd.ctl' }],
  ])('reads %s', (value, expected) => {
    expect(parseClamdAddress(value)).toEqual(expected);
  });

  it.each([
    'http://127.0.0.1:3310',
    'tcp://127.0.0.1',
    'tcp://127.0.0.1:0',
    'tcp://127.0.0.1:3310/scan',
    'unix://relative.sock',
    'clamd.sock',
    '',
  ])('refuses %j', (value) => {
    expect(parseClamdAddress(value)).toBeUndefined();
  });
});
