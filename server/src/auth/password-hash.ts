import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with its parameters kept in the stored string (`scrypt$N$r$p$salt$hash`), so the cost can
 * be raised later without breaking existing hashes. N = 2^15 makes each guess costly while a sign-in
 * still answers at once.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await scrypt(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** False for a wrong password and for a stored string this code cannot read. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, hash] = stored.split('$');
  if (algorithm !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isSafeInteger) || expected.length === 0) return false;
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, cost);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash ahead of the first sign-in, so that one is not slower than the rest. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/**
 * Spends the same time as a real check when there is no hash to check against (unknown email,
 * Microsoft-only account), so the answer's timing does not tell which emails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(password, await prepareDummyHash());
  return false;
}

function scrypt(password: string, salt: Buffer, keyLength: number, cost: ScryptOptions): Promise<Buffer> {
  const options = { ...cost, maxmem: 256 * (cost.N ?? 0) * (cost.r ?? 0) };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}
