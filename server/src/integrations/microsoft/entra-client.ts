import * as oidc from 'openid-client';
import { z } from 'zod';
import type { MicrosoftConfig } from '../../config.ts';

/** A Microsoft account as Entra ID names it: its tenant (tid) and its object id there (oid). */
export type MicrosoftAccount = { tid: string; oid: string; email: string | undefined; name: string | undefined };

/** What the callback must check: kept by the caller between the redirect and the callback. */
export type AuthorizationChecks = { state: string; nonce: string; codeVerifier: string };

export type EntraClient = {
  /** The provider's authorization URL, and the checks its answer must pass. */
  startAuthorization(redirectUri: string): Promise<{ url: string; checks: AuthorizationChecks }>;
  /**
   * Redeems the code of the callback URL and validates the ID token: state, PKCE, signature,
   * audience, issuer, nonce and expiry. Throws on any failure or on an error answer.
   */
  finishAuthorization(callbackUrl: URL, checks: AuthorizationChecks): Promise<MicrosoftAccount>;
};

/** Multi-tenant authorities (common, organizations, consumers) publish this in their issuer. */
const TENANT_PLACEHOLDER = '{tenantid}';
const DISCOVERY_TTL_MS = 24 * 60 * 60 * 1000;
const TIMEOUT_SECONDS = 10;

const metadataSchema = z.looseObject({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

const idClaimsSchema = z.looseObject({
  tid: z.string().min(1).max(100),
  oid: z.string().min(1).max(100),
  email: z.string().optional(),
  preferred_username: z.string().optional(),
  name: z.string().optional(),
});

export function createEntraClient(config: MicrosoftConfig): EntraClient {
  const authority = new URL(config.authority);
  const isLocal = authority.protocol === 'http:';
  let discovered: { metadata: oidc.ServerMetadata; until: number } | undefined;

  /**
   * The provider's metadata, fetched by us rather than by openid-client's discovery(): that one
   * accepts Entra's `{tenantid}` issuer only from https://login.microsoftonline.com, not from other
   * clouds' authorities (login.microsoftonline.us …) nor from a local provider. It is public and
   * rarely changes, so each instance keeps it for a day.
   */
  async function metadata(): Promise<oidc.ServerMetadata> {
    if (discovered && discovered.until > Date.now()) return discovered.metadata;
    const response = await fetch(`${config.authority}/.well-known/openid-configuration`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
    });
    if (!response.ok) throw new Error(`Microsoft discovery answered ${response.status}`);
    const parsed = metadataSchema.parse(await response.json()) as oidc.ServerMetadata;
    if (new URL(parsed.issuer.replace(TENANT_PLACEHOLDER, 'tenant')).origin !== authority.origin) {
      throw new Error(`Microsoft discovery named another issuer: ${parsed.issuer}`);
    }
    discovered = { metadata: parsed, until: Date.now() + DISCOVERY_TTL_MS };
    return parsed;
  }

  function configuration(server: oidc.ServerMetadata, fetcher?: oidc.CustomFetch): oidc.Configuration {
    const configured = new oidc.Configuration(server, config.clientId, config.clientSecret);
    configured.timeout = TIMEOUT_SECONDS;
    if (fetcher) configured[oidc.customFetch] = fetcher;
    // Plain HTTP only for a provider on this machine (tests): config.ts refuses it elsewhere.
    if (isLocal) oidc.allowInsecureRequests(configured);
    return configured;
  }

  return {
    async startAuthorization(redirectUri) {
      const checks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(configuration(await metadata()), {
        redirect_uri: redirectUri,
        response_type: 'code',
        response_mode: 'query',
        scope: 'openid profile email',
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      });
      return { url: url.href, checks };
    },

    async finishAuthorization(callbackUrl, checks) {
      const server = await metadata();
      const grant = (configured: oidc.Configuration) =>
        oidc.authorizationCodeGrant(configured, callbackUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
      const tokens = server.issuer.includes(TENANT_PLACEHOLDER)
        ? await grantForTenant(server, configuration, grant)
        : await grant(configuration(server));
      const claims = idClaimsSchema.parse(tokens.claims());
      return {
        tid: claims.tid,
        oid: claims.oid,
        email: claims.email ?? claims.preferred_username,
        name: claims.name,
      };
    },
  };
}

type Grant = (configured: oidc.Configuration) => ReturnType<typeof oidc.authorizationCodeGrant>;

class TokenAnswerKept extends Error {}

/**
 * A multi-tenant authority's ID token is issued by its account's own tenant: the expected issuer is
 * the published one with `{tenantid}` replaced by the token's `tid`. Which tenant that is shows only
 * in the token endpoint's answer, and the code can be redeemed once: the answer is kept at the first
 * pass (which stops there), read for `tid`, then given again to a second pass whose issuer names that
 * tenant and which validates everything — signature, audience, issuer, nonce, expiry.
 */
async function grantForTenant(
  server: oidc.ServerMetadata,
  configuration: (server: oidc.ServerMetadata, fetcher: oidc.CustomFetch) => oidc.Configuration,
  grant: Grant,
) {
  const tokenEndpoint = new URL(server.token_endpoint!).href;
  let kept: { body: ArrayBuffer; init: ResponseInit } | undefined;
  const fetcher: oidc.CustomFetch = async (url, options) => {
    const isTokenCall = new URL(url).href === tokenEndpoint;
    if (isTokenCall && kept) return new Response(kept.body.slice(0), kept.init);
    const response = await fetch(url, options);
    if (!isTokenCall) return response;
    kept = { body: await response.arrayBuffer(), init: { status: response.status, headers: response.headers } };
    throw new TokenAnswerKept();
  };
  try {
    await grant(configuration(server, fetcher));
  } catch (error) {
    if (!kept) throw error;
  }
  let issuer = server.issuer;
  // An error answer keeps the published issuer: the second pass fails on the answer itself.
  if (kept?.init.status === 200) {
    const tid = tenantOf(kept.body);
    if (!tid) throw new Error('The ID token names no tenant (tid)');
    issuer = server.issuer.replace(TENANT_PLACEHOLDER, tid);
  }
  return grant(configuration({ ...server, issuer }, fetcher));
}

/** The `tid` claim of the answer's ID token, read without checking it (the second pass checks it). */
function tenantOf(body: ArrayBuffer): string | undefined {
  try {
    const answer = JSON.parse(new TextDecoder().decode(body)) as { id_token?: unknown };
    if (typeof answer.id_token !== 'string') return undefined;
    const payload = JSON.parse(Buffer.from(answer.id_token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      tid?: unknown;
    };
    return typeof payload.tid === 'string' && /^[0-9A-Za-z-]{1,64}$/.test(payload.tid) ? payload.tid : undefined;
  } catch {
    return undefined;
  }
}
