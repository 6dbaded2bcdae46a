import { describe, expect, it } from 'vitest';
import { resolverFor } from './auth-validation';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

describe('auth form validation', () => {
  it('checks each mode with its own fields only, so the strict schemas do not refuse the others', async () => {
    const values = { email: 'ann@example.com', password: 'secret', terms: false };
    const login = await resolverFor('login')(values, undefined, options);
    expect(login.errors).toEqual({});
    expect(login.values).toEqual(values);
    const reset = await resolverFor('reset')({ ...values, password: '' }, undefined, options);
    expect(reset.errors).toEqual({});
    const signup = await resolverFor('signup')({ ...values, password: 'secret12' }, undefined, options);
    expect(Object.keys(signup.errors)).toEqual(['terms']);
  });
});
