import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A person known to the local provider; any password signs them in (oidc-provider's dev pages). */
export interface LocalIdentity {
  name: string;
  email?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
}

/**
 * A real OpenID provider on this machine for tests (the `oidc-provider` package): one confidential
 * client, PKCE required, its built-in login and consent pages. Whoever types a login name there
 * becomes that subject; `identities` give names and addresses to some of them.
 */
export async function startLocalOidcProvider(options: {
  redirectUri: string;
  identities?: Record<string, LocalIdentity>;
}): Promise<LocalOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'portal-tests';
  const clientSecret = 'portal-tests-secret-0123456789abcdef';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified'] },
    cookies: { keys: ['local-oidc-provider-tests'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    findAccount: (_ctx, subject) => {
      const known = options.identities?.[subject];
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          name: known?.name ?? subject,
          ...(known?.email ? { email: known.email, email_verified: true } : {}),
        }),
      };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
