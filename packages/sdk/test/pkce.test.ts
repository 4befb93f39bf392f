import { describe, expect, it } from 'vitest';
import { codeChallenge, generateCodeVerifier, generateState } from '../src/index.ts';

const ALLOWED = /^[A-Za-z0-9\-._~]+$/;

describe('generateCodeVerifier', () => {
  it('defaults to 43 characters from the unreserved set', () => {
    const verifier = generateCodeVerifier();
    expect(verifier).toHaveLength(43);
    expect(verifier).toMatch(ALLOWED);
  });

  it.each([43, 44, 64, 127, 128])('accepts length %i', (length) => {
    const verifier = generateCodeVerifier(length);
    expect(verifier).toHaveLength(length);
    expect(verifier).toMatch(ALLOWED);
  });

  it.each([0, 42, 129, 1000])('rejects length %i with the spec message', (length) => {
    expect(() => generateCodeVerifier(length)).toThrow(
      new Error(`Expected a length between 43 and 128. Received ${length}.`),
    );
  });

  it('produces different values on each call', () => {
    const values = new Set(Array.from({ length: 50 }, () => generateCodeVerifier(43)));
    expect(values.size).toBe(50);
  });

  it('uses every character class over many draws', () => {
    const all = Array.from({ length: 40 }, () => generateCodeVerifier(128)).join('');
    for (const ch of ['-', '.', '_', '~']) expect(all).toContain(ch);
    expect(all).toMatch(/[A-Z]/);
    expect(all).toMatch(/[a-z]/);
    expect(all).toMatch(/[0-9]/);
  });
});

describe('codeChallenge', () => {
  it('matches the RFC 7636 appendix B S256 example', async () => {
    await expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('is base64url without padding', async () => {
    const challenge = await codeChallenge(generateCodeVerifier(128));
    expect(challenge).toHaveLength(43);
    expect(challenge).toMatch(/^[A-Za-z0-9_-]+$/);
  });
});

describe('generateState', () => {
  it('returns distinct url-safe strings', () => {
    const a = generateState();
    const b = generateState();
    expect(a).toMatch(ALLOWED);
    expect(a).not.toBe(b);
  });
});
