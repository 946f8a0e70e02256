import * as oidc from 'openid-client';
import { AppError } from '../../errors.ts';

/** What a verified ID token tells us about the person. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string | undefined;
  picture: string | undefined;
}

/** What must survive between the redirect to the identity provider and its callback. */
export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export interface IdentityProvider {
  /** Builds the authorization URL (code flow, PKCE S256, state, nonce). */
  startLogin(returnTo: string): Promise<{ authorizationUrl: string; pending: PendingLogin }>;
  /** Exchanges the code and verifies the ID token: signature (JWKS), issuer, audience, nonce, expiry. */
  finishLogin(callbackUrl: URL, pending: PendingLogin): Promise<VerifiedIdentity>;
}

export interface OidcRelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Only for the embedded development provider, which is served over plain HTTP. */
  allowInsecureRequests?: boolean;
  /** Replaces fetch for every call to the provider (the development provider answers in-process). */
  fetch?: oidc.CustomFetch;
  /** `select_account` for Google; `login` for the development provider, so demo accounts can be switched. */
  prompt: 'select_account' | 'login';
}

export function createOidcRelyingParty(options: OidcRelyingPartyOptions): IdentityProvider {
  let configuration: Promise<oidc.Configuration> | undefined;

  function getConfiguration(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        oidc.ClientSecretPost(options.clientSecret),
        {
          execute: [
            ...(options.allowInsecureRequests ? [oidc.allowInsecureRequests] : []),
            // Verify the ID token's signature against the provider's JWKS, not just trust the TLS channel.
            oidc.enableNonRepudiationChecks,
          ],
          ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
        },
      )
      .catch((error: unknown) => {
        configuration = undefined; // try discovery again on the next sign-in
        // What went wrong is for the server's log (the error handler logs the cause), never the client.
        const failure = new AppError(
          'UNAVAILABLE',
          'The sign-in provider could not be reached. Please try again.',
        );
        failure.cause = error;
        throw failure;
      });
    return configuration;
  }

  return {
    async startLogin(returnTo) {
      const config = await getConfiguration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const pending: PendingLogin = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
        returnTo,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state: pending.state,
        nonce: pending.nonce,
        prompt: options.prompt,
      });
      return { authorizationUrl: url.href, pending };
    },

    async finishLogin(callbackUrl, pending) {
      const config = await getConfiguration();
      let claims: oidc.IDToken | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
      } catch (error) {
        const failure = new AppError('UNAUTHENTICATED', 'Sign-in could not be verified. Please try again.');
        failure.cause = error;
        throw failure;
      }
      if (!claims) throw new AppError('UNAUTHENTICATED', 'The sign-in provider returned no ID token.');
      const email = typeof claims.email === 'string' ? claims.email : undefined;
      if (!email)
        throw new AppError('UNAUTHENTICATED', 'The sign-in provider did not share an email address.');
      // Only an address the provider vouches for: a missing claim is as good as false.
      if (claims.email_verified !== true) {
        throw new AppError('UNAUTHENTICATED', 'Your email address is not verified with your Google account.');
      }
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email,
        name: typeof claims.name === 'string' ? claims.name : undefined,
        picture: typeof claims.picture === 'string' ? claims.picture : undefined,
      };
    },
  };
}
