import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's suggested cost (19 MiB, 2 passes): tens of milliseconds per check. */
const OPTIONS = {
  // 2 = Algorithm.Argon2id (a const enum, which this build cannot import).
  algorithm: 2 as const,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Checked against when the account does not exist, so a wrong address costs as long as a
// wrong password and timing tells nothing about which addresses have accounts.
let decoy: Promise<string> | undefined;

/** Whether `password` matches `stored`; a missing hash (no account, Google-only) never matches. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword('decoy password that matches nothing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
