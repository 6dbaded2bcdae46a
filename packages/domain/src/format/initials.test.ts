import { describe, expect, it } from 'vitest';
import { userInitials } from './initials';

describe('userInitials', () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(userInitials({ name: 'Ása Björk Jónsdóttir', email: 'a@b.is' })).toBe('ÁB');
    expect(userInitials({ name: '  maria ', email: 'm@x.gr' })).toBe('M');
  });
  it('falls back to the e-mail address without a name', () => {
    expect(userInitials({ name: '', email: 'advisor@harbourvale.example' })).toBe('AH');
    expect(userInitials({ name: null, email: 'x.y@z' })).toBe('XY');
  });
});
