import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

export type TokenFlaw =
  'none' | 'bad-signature' | 'wrong-audience' | 'wrong-nonce' | 'expired' | 'wrong-issuer' | 'no-email';

/**
 * A local OpenID Provider speaking the wire protocol Google speaks (discovery, JWKS, token endpoint with
 * PKCE), whose ID tokens a test can spoil in one chosen way.
 */
export async function startOidcIssuerStandIn(options: { clientId: string; clientSecret: string }) {
  const signing = await generateKeyPair('RS256');
  const impostor = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(signing.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const pending = new Map<
    string,
    { nonce: string; codeChallenge: string; flaw: TokenFlaw; claims: JWTPayload }
  >();
  let issuer = '';

  async function mintIdToken(nonce: string, flaw: TokenFlaw, claims: JWTPayload) {
    const now = Math.floor(Date.now() / 1000);
    const payload: JWTPayload = {
      email: 'stand-in@example.com',
      email_verified: true,
      name: 'Stand In',
      ...claims,
      nonce: flaw === 'wrong-nonce' ? 'not-the-nonce' : nonce,
    };
    if (flaw === 'no-email') delete payload.email;
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(flaw === 'wrong-issuer' ? 'https://evil.example' : issuer)
      .setAudience(flaw === 'wrong-audience' ? 'someone-else' : options.clientId)
      .setSubject(String(claims.sub ?? 'google-subject-1'))
      .setIssuedAt(flaw === 'expired' ? now - 7200 : now)
      .setExpirationTime(flaw === 'expired' ? now - 3600 : now + 600)
      .sign(flaw === 'bad-signature' ? impostor.privateKey : signing.privateKey);
  }

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [publicJwk] });
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      for await (const chunk of request) body += chunk;
      const form = new URLSearchParams(body);
      const grant = pending.get(form.get('code') ?? '');
      if (
        !grant ||
        form.get('client_secret') !== options.clientSecret ||
        form.get('client_id') !== options.clientId
      ) {
        return json(400, { error: 'invalid_grant' });
      }
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (challenge !== grant.codeChallenge)
        return json(400, { error: 'invalid_grant', error_description: 'PKCE failed' });
      pending.delete(form.get('code')!);
      return json(200, {
        access_token: 'stand-in-access-token',
        token_type: 'Bearer',
        expires_in: 600,
        id_token: await mintIdToken(grant.nonce, grant.flaw, grant.claims),
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get issuer() {
      return issuer;
    },
    /** What the user "approves" at the authorization endpoint: returns the code the browser brings back. */
    approve(authorizationUrl: string, flaw: TokenFlaw = 'none', claims: JWTPayload = {}) {
      const url = new URL(authorizationUrl);
      const code = `code-${pending.size + 1}-${Date.now()}`;
      pending.set(code, {
        nonce: url.searchParams.get('nonce') ?? '',
        codeChallenge: url.searchParams.get('code_challenge') ?? '',
        flaw,
        claims,
      });
      return { code, state: url.searchParams.get('state') ?? '' };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
