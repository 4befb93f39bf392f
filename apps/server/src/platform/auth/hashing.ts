import { createHash } from 'node:crypto';

/** API keys and refresh tokens are high-entropy secrets: a SHA-256 digest is enough to store them. */
export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');
