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
  /**
   * A path the issuer lives under, e.g. `/{tenant}/v2.0` as Microsoft's do; the provider answers
   * under it. Empty = the issuer is the server's root.
   */
  path?: string;
  /** Claims about the address: `email_verified` false, or Microsoft's `xms_edov` instead of it. */
  emailClaims?: (email: string) => Record<string, unknown>;
}): Promise<LocalOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const path = options.path ?? '';
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
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
    claims: { openid: ['sub'], profile: ['name'], email: ['email', 'email_verified', 'xms_edov'] },
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
          ...(known?.email
            ? { email: known.email, ...(options.emailClaims?.(known.email) ?? { email_verified: true }) }
            : {}),
        }),
      };
    },
  });
  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (path) {
      // Mounted under the issuer's path, as a framework would mount it.
      if (!req.url?.startsWith(path)) return void res.writeHead(404).end();
      (req as typeof req & { originalUrl?: string }).originalUrl = req.url;
      req.url = req.url.slice(path.length) || '/';
    }
    void callback(req, res);
  });
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
