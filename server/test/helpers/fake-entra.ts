import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * A local OpenID provider that speaks Entra ID's v2.0 protocol: discovery, keys, authorize (code +
 * PKCE S256) and token, with Entra's claims (oid, tid, preferred_username) and its multi-tenant
 * issuer — `…/common/v2.0` publishes `…/{tenantid}/v2.0` and each ID token names its account's tenant.
 *
 * Not oidc-provider: its issuer is one fixed string used both in discovery and in the tokens, it
 * adds the RFC 9207 `iss` parameter to authorization answers (which Entra does not), and it cannot
 * sign an ID token that expired before the client's 30-second clock tolerance without moving the
 * clock of the process the app under test runs in.
 */
export type EntraAccount = { tid: string; oid: string; email: string; name: string };

export type FakeEntra = {
  /** The provider's origin, e.g. http://127.0.0.1:41234. */
  url: string;
  /** `${url}/${tenant}/v2.0`: what MS_AUTHORITY names. */
  authority(tenant?: string): string;
  clientId: string;
  clientSecret: string;
  /** The tenant of the accounts signed in through the sign-in page (by email). */
  tenantId: string;
  /** The next authorization signs in this account without showing the page (server tests). */
  signInAs(account: EntraAccount): void;
  /** The next authorization answers this OAuth error (access_denied: the user cancelled). */
  failNextAuthorization(error: string): void;
  /** Claims that replace the real ones in the next ID token (an old `exp`, another `nonce` …). */
  tamperNextIdToken(claims: Record<string, unknown>): void;
  close(): Promise<void>;
};

type Grant = {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  account: EntraAccount;
  tamper: Record<string, unknown>;
};

const MULTI_TENANT = new Set(['common', 'organizations', 'consumers']);

export async function startFakeEntra(
  options: { port?: number; clientId?: string; clientSecret?: string; tenantId?: string } = {},
): Promise<FakeEntra> {
  const clientId = options.clientId ?? randomUUID();
  const clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = randomBytes(8).toString('hex');
  const jwk = { ...(await exportJWK(publicKey)), kid, use: 'sig', alg: 'RS256' };
  const codes = new Map<string, Grant>();
  const tenantId = options.tenantId ?? randomUUID();
  let next: { account?: EntraAccount; error?: string; tamper?: Record<string, unknown> } = {};
  let origin = '';

  const issuerOf = (tenant: string) => `${origin}/${MULTI_TENANT.has(tenant) ? '{tenantid}' : tenant}/v2.0`;

  function discovery(tenant: string) {
    const base = `${origin}/${tenant}`;
    return {
      issuer: issuerOf(tenant),
      authorization_endpoint: `${base}/oauth2/v2.0/authorize`,
      token_endpoint: `${base}/oauth2/v2.0/token`,
      jwks_uri: `${base}/discovery/v2.0/keys`,
      response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
      response_modes_supported: ['query', 'fragment', 'form_post'],
      subject_types_supported: ['pairwise'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'name', 'oid', 'tid', 'preferred_username'],
    };
  }

  function authorize(tenant: string, query: URLSearchParams, response: ServerResponse): void {
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== clientId || !redirectUri) {
      return sendJson(response, 400, { error: 'invalid_request', error_description: 'AADSTS700016: unknown client' });
    }
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    const fail = (error: string, description: string) => {
      back.searchParams.set('error', error);
      back.searchParams.set('error_description', description);
      redirect(response, back.href);
    };
    if (next.error) {
      const error = next.error;
      next = {};
      return fail(error, `AADSTS65004: ${error}`);
    }
    if (query.get('response_type') !== 'code') return fail('unsupported_response_type', 'AADSTS700054');
    if (!(query.get('scope') ?? '').split(' ').includes('openid')) return fail('invalid_scope', 'AADSTS70011');
    const codeChallenge = query.get('code_challenge');
    if (!codeChallenge || query.get('code_challenge_method') !== 'S256') {
      return fail('invalid_request', 'AADSTS501491: PKCE with S256 is required');
    }
    if (query.has('cancel')) return fail('access_denied', 'AADSTS65004: User declined to consent');
    const email = query.get('login_email')?.trim().toLowerCase();
    const account = next.account ?? (email ? accountOf(email, tenantId) : undefined);
    if (!account) return sendSignInPage(response, tenant, query);
    const tamper = next.tamper ?? {};
    next = {};
    const code = randomBytes(24).toString('base64url');
    codes.set(code, { clientId, redirectUri, codeChallenge, nonce: query.get('nonce') ?? undefined, account, tamper });
    back.searchParams.set('code', code);
    redirect(response, back.href);
  }

  /** Microsoft's sign-in page, reduced to an email: the same email is the same account (oid) every time. */
  function sendSignInPage(response: ServerResponse, tenant: string, query: URLSearchParams): void {
    const hidden = [...query]
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('');
    const action = `/${escapeHtml(tenant)}/oauth2/v2.0/authorize`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Sign in to your account</title></head><body><main>` +
        `<h1>Sign in</h1><form method="get" action="${action}">${hidden}` +
        `<label>Email <input type="email" name="login_email" required></label> <button>Next</button></form>` +
        `<form method="get" action="${action}">${hidden}<button name="cancel" value="1">Cancel</button></form>` +
        `</main></body></html>`,
    );
  }

  async function token(body: URLSearchParams, response: ServerResponse): Promise<void> {
    const invalidGrant = (description: string) =>
      sendJson(response, 400, { error: 'invalid_grant', error_description: description });
    if (body.get('client_id') !== clientId || body.get('client_secret') !== clientSecret) {
      return sendJson(response, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: bad secret' });
    }
    if (body.get('grant_type') !== 'authorization_code')
      return sendJson(response, 400, { error: 'unsupported_grant_type' });
    const code = body.get('code') ?? '';
    const grant = codes.get(code);
    if (!grant) return invalidGrant('AADSTS54005: OAuth2 Authorization code was already redeemed or is unknown.');
    codes.delete(code);
    if (body.get('redirect_uri') !== grant.redirectUri) return invalidGrant('AADSTS50148: redirect_uri mismatch');
    const verifier = body.get('code_verifier') ?? '';
    if (createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge) {
      return invalidGrant('AADSTS50148: The code_verifier does not match the code_challenge.');
    }
    const { account } = grant;
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      ver: '2.0',
      iss: `${origin}/${account.tid}/v2.0`,
      // Entra's sub is pairwise (per application); oid is the same for every application.
      sub: createHash('sha256').update(`${account.oid}:${grant.clientId}`).digest('base64url').slice(0, 43),
      aud: grant.clientId,
      iat: now,
      nbf: now,
      exp: now + 3600,
      ...(grant.nonce === undefined ? {} : { nonce: grant.nonce }),
      name: account.name,
      preferred_username: account.email,
      email: account.email,
      oid: account.oid,
      tid: account.tid,
      ...grant.tamper,
    };
    const idToken = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(privateKey);
    sendJson(response, 200, {
      token_type: 'Bearer',
      scope: 'openid profile email',
      expires_in: 3599,
      access_token: randomBytes(32).toString('base64url'),
      id_token: idToken,
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const [, tenant = '', ...rest] = url.pathname.split('/');
    const route = `${request.method} /${rest.join('/')}`;
    if (route === 'GET /v2.0/.well-known/openid-configuration') return sendJson(response, 200, discovery(tenant));
    if (route === 'GET /discovery/v2.0/keys') return sendJson(response, 200, { keys: [jwk] });
    if (route === 'GET /oauth2/v2.0/authorize') return authorize(tenant, url.searchParams, response);
    if (route === 'POST /oauth2/v2.0/token') return token(new URLSearchParams(await readBody(request)), response);
    sendJson(response, 404, { error: 'not_found' });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    authority: (tenant = 'common') => `${origin}/${tenant}/v2.0`,
    clientId,
    clientSecret,
    tenantId,
    signInAs: (account) => {
      next = { ...next, account };
    },
    failNextAuthorization: (error) => {
      next = { ...next, error };
    },
    tamperNextIdToken: (claims) => {
      next = { ...next, tamper: claims };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The account an email signs in as on the sign-in page: its object id follows from the email. */
function accountOf(email: string, tid: string): EntraAccount {
  const hex = createHash('sha256').update(`${tid}:${email}`).digest('hex');
  const oid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return { tid, oid, email, name: email.split('@')[0] ?? email };
}

/** An Entra-like account: a new object id in the given tenant. */
export function entraAccount(email: string, tid: string = randomUUID()): EntraAccount {
  return { tid, oid: randomUUID(), email, name: email.split('@')[0] ?? email };
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify(body));
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location });
  response.end();
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
