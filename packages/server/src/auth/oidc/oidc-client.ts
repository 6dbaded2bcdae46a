import * as oidc from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: PUBLIC_URL + /api/auth/oidc/callback. */
  redirectUri: string;
  /** Claims any of which, when true, vouch for the address; `email_verified` unless given. */
  verifiedEmailClaims?: string[];
}

/** What the browser must bring back to the callback: kept in a signed, short-lived cookie. */
export interface OidcTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The identity the provider vouched for. */
export interface OidcIdentity {
  subject: string;
  name: string | undefined;
  email: string | undefined;
  emailVerified: boolean;
}

/**
 * National e-ID through OpenID Connect (openid-client): authorisation code flow with PKCE, state
 * and nonce. The provider's metadata is discovered once and kept; a failed discovery is retried
 * on the next sign-in rather than remembered.
 */
export class OidcClient {
  #configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly settings: OidcSettings) {}

  #config(): Promise<oidc.Configuration> {
    const issuer = new URL(this.settings.issuer);
    this.#configuration ??= oidc
      .discovery(
        issuer,
        this.settings.clientId,
        this.settings.clientSecret,
        undefined,
        // Plain http only for a provider on this machine (the tests' local provider).
        isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.#configuration = null;
        throw error;
      });
    return this.#configuration;
  }

  /** The provider's authorisation URL for a new sign-in, and the checks to keep until the callback. */
  async start(): Promise<{ url: URL; transaction: OidcTransaction }> {
    const config = await this.#config();
    const transaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.settings.redirectUri,
      scope: 'openid profile email',
      code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      state: transaction.state,
      nonce: transaction.nonce,
    });
    return { url, transaction };
  }

  /** Exchanges the code of the callback URL and checks state, nonce, PKCE and the ID token. */
  async finish(callbackUrl: URL, transaction: OidcTransaction): Promise<OidcIdentity> {
    const config = await this.#config();
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims?.sub) throw new Error('The ID token has no subject');
    // Many providers keep profile and email claims out of the ID token: ask the UserInfo endpoint,
    // which must answer for the same subject.
    const claims: Record<string, unknown> =
      idClaims.name === undefined || idClaims.email === undefined
        ? { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims }
        : idClaims;
    return {
      subject: idClaims.sub,
      name: typeof claims.name === 'string' ? claims.name : undefined,
      email: typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined,
      emailVerified: (this.settings.verifiedEmailClaims ?? ['email_verified']).some(
        (claim) => claims[claim] === true,
      ),
    };
  }
}

function isLoopback(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
