import { describe, expect, it } from 'vitest';
import { chosenChannel, inChannel, SITE_CHANNEL_COOKIE_MAX_AGE_S, siteChannels } from './site-channel';

describe('site channels (§2 channel switcher)', () => {
  it('lists each named channel once, in name order', () => {
    expect(
      siteChannels([
        { channel: 'Private' },
        { channel: null },
        { channel: 'Advisers' },
        { channel: 'Private' },
      ]),
    ).toEqual(['Advisers', 'Private']);
  });

  it('keeps a cookie only when it names one of the channels', () => {
    expect(chosenChannel('Private', ['Advisers', 'Private'])).toBe('Private');
    expect(chosenChannel('Other', ['Advisers', 'Private'])).toBeNull();
    expect(chosenChannel(undefined, ['Private'])).toBeNull();
  });

  it('shows items of the chosen channel and items of every channel', () => {
    expect(inChannel({ channel: 'Private' }, 'Private')).toBe(true);
    expect(inChannel({ channel: null }, 'Private')).toBe(true);
    expect(inChannel({ channel: 'Advisers' }, 'Private')).toBe(false);
    expect(inChannel({ channel: 'Advisers' }, null)).toBe(true);
  });

  it('lives a month (§9)', () => {
    expect(SITE_CHANNEL_COOKIE_MAX_AGE_S).toBe(2_592_000);
  });
});
