import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { EbayClient } from '../integrations/ebay/ebay-client.ts';

/** X-EBAY-SIGNATURE: base64 of this JSON (eBay's Notification API). */
const signatureHeaderSchema = z.object({
  alg: z.string(),
  kid: z.string().min(1).max(200),
  signature: z.string().min(1),
  digest: z.string(),
});

/** eBay's keys are kept this long per instance, as eBay's own SDKs cache them (a cache, not shared state). */
const KEY_TTL_MS = 60 * 60 * 1000;

/** eBay sends the PEM on one line; Node wants the armour lines on lines of their own. */
export function pemOf(key: string): string {
  return key
    .replace(/-----BEGIN PUBLIC KEY-----\s*/, '-----BEGIN PUBLIC KEY-----\n')
    .replace(/\s*-----END PUBLIC KEY-----/, '\n-----END PUBLIC KEY-----\n');
}

function parseHeader(header: string | undefined) {
  if (!header) return null;
  try {
    const parsed = signatureHeaderSchema.safeParse(JSON.parse(Buffer.from(header, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type NotificationVerifier = (header: string | undefined, body: Buffer) => Promise<boolean>;

/**
 * Whether a notification really comes from eBay: the ECDSA signature of X-EBAY-SIGNATURE over the body,
 * checked with the public key the Notification API names by the header's `kid` (fetched with an
 * application token, both kept for a while). eBay signs with ECDSA over SHA-1; anything else is refused.
 * A key eBay does not know, or that eBay cannot be asked for, makes the notice unverified: eBay retries.
 */
export function createNotificationVerifier(client: EbayClient): NotificationVerifier {
  const keys = new Map<string, { key: KeyObject; until: number }>();
  let appToken: { token: string; until: number } | undefined;

  async function tokenNow(): Promise<string> {
    if (appToken && appToken.until > Date.now()) return appToken.token;
    const answer = await client.applicationToken();
    appToken = { token: answer.accessToken, until: answer.accessExpiresAt.getTime() - 60_000 };
    return appToken.token;
  }

  async function keyOf(keyId: string): Promise<KeyObject> {
    const kept = keys.get(keyId);
    if (kept && kept.until > Date.now()) return kept.key;
    const answer = await client.notificationPublicKey(await tokenNow(), keyId);
    const key = createPublicKey(pemOf(answer.key));
    keys.set(keyId, { key, until: Date.now() + KEY_TTL_MS });
    return key;
  }

  return async (header, body) => {
    const signature = parseHeader(header);
    if (!signature || signature.alg.toUpperCase() !== 'ECDSA' || signature.digest.toUpperCase() !== 'SHA1')
      return false;
    let key: KeyObject;
    try {
      key = await keyOf(signature.kid);
    } catch {
      return false;
    }
    try {
      return verify('sha1', body, key, Buffer.from(signature.signature, 'base64'));
    } catch {
      return false; // not a DER signature at all
    }
  };
}
