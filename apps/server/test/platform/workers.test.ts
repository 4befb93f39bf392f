import { describe, expect, it } from 'vitest';
import { RestartPolicy } from '../../src/platform/workers/restart-policy.ts';
import {
  SIBLING_TAG,
  linkSiblings,
  parseSiblingMessage,
  type SiblingChannel,
  type SiblingMessage,
} from '../../src/platform/workers/siblings.ts';
import { takeWorkersOption } from '../../src/platform/workers/worker-count.ts';
import { RevocationList } from '../../src/platform/auth/revocations.ts';

describe('--workers', () => {
  it('is absent, a number, or one per core up to 4', () => {
    expect(takeWorkersOption(['start'], 8)).toEqual({ argv: ['start'], workers: undefined });
    expect(takeWorkersOption(['start', '--workers', '3'], 8)).toEqual({ argv: ['start'], workers: 3 });
    expect(takeWorkersOption(['start', '--workers=2'], 8)).toEqual({ argv: ['start'], workers: 2 });
    expect(takeWorkersOption(['start', '--workers'], 8)).toEqual({ argv: ['start'], workers: 4 });
    expect(takeWorkersOption(['start', '--workers'], 2)).toEqual({ argv: ['start'], workers: 2 });
    expect(takeWorkersOption(['--workers', 'start'], 1)).toEqual({ argv: ['start'], workers: 1 });
  });

  it('refuses zero, too many and anything but digits', () => {
    for (const bad of [
      ['--workers', '0'],
      ['--workers=65'],
      ['--workers=two'],
      ['--workers=-1'],
      ['--workers='],
    ])
      expect(() => takeWorkersOption(['start', ...bad], 2)).toThrow(/--workers takes a number from 1 to 64/);
  });
});

describe('restarting workers', () => {
  it('backs off per crash in the window and forgives old crashes', () => {
    const policy = new RestartPolicy({ baseDelayMs: 100, maxDelayMs: 500, windowMs: 10_000, maxCrashes: 5 });
    expect(policy.crashed(0)).toEqual({ restartInMs: 100 });
    expect(policy.crashed(1000)).toEqual({ restartInMs: 200 });
    expect(policy.crashed(2000)).toEqual({ restartInMs: 400 });
    expect(policy.crashed(3000)).toEqual({ restartInMs: 500 });
    // Ten seconds after the first crashes, only the last one still counts.
    expect(policy.crashed(12_500)).toEqual({ restartInMs: 200 });
  });

  it('gives up on a crash loop', () => {
    const policy = new RestartPolicy({ windowMs: 60_000, maxCrashes: 3 });
    for (let i = 0; i < 3; i++) expect(policy.crashed(i * 100)).toHaveProperty('restartInMs');
    expect(policy.crashed(400)).toEqual({ giveUp: true, crashes: 4 });
  });
});

describe('sibling messages', () => {
  it('reads only well-formed envelopes', () => {
    const ok: SiblingMessage = { kind: 'site-changed', siteId: 's1' };
    expect(parseSiblingMessage({ [SIBLING_TAG]: ok })).toEqual(ok);
    const revoked = {
      kind: 'revoked',
      siteId: 's',
      subjectId: 'm',
      revokedBefore: '2030-01-01T00:00:00.000Z',
    };
    expect(parseSiblingMessage({ [SIBLING_TAG]: { ...revoked, extra: 1 } })).toEqual(revoked);
    for (const bad of [
      null,
      'x',
      { cmd: 'NODE_CLUSTER' },
      JSON.parse(`{"__proto__": {"${SIBLING_TAG}": {"kind": "site-changed", "siteId": "s"}}}`),
      { [SIBLING_TAG]: { kind: 'site-changed', siteId: '' } },
      { [SIBLING_TAG]: { kind: 'site-changed', siteId: 'x'.repeat(501) } },
      { [SIBLING_TAG]: { ...revoked, revokedBefore: 'yesterday' } },
      { [SIBLING_TAG]: { kind: 'drop-everything' } },
    ])
      expect(parseSiblingMessage(bad)).toBeNull();
  });

  it('passes a commit and a revocation to the siblings and applies theirs', async () => {
    const published: SiblingMessage[] = [];
    let deliver!: (message: SiblingMessage) => void;
    const channel: SiblingChannel = { publish: (m) => published.push(m), subscribe: (l) => (deliver = l) };
    const invalidated: string[] = [];
    const revocations = new RevocationList(undefined as never);
    const link = linkSiblings(channel, {
      visitorCache: { invalidate: (s) => invalidated.push(s) },
      revocations,
    });

    link.siteChanged('s1');
    revocations.onRevoked!('s1', 'm1', '2030-01-01T00:00:00.000Z');
    expect(published).toEqual([
      { kind: 'site-changed', siteId: 's1' },
      { kind: 'revoked', siteId: 's1', subjectId: 'm1', revokedBefore: '2030-01-01T00:00:00.000Z' },
    ]);

    deliver({ kind: 'site-changed', siteId: 's2' });
    deliver({ kind: 'revoked', siteId: 's2', subjectId: 'm2', revokedBefore: '2030-01-01T00:00:00.000Z' });
    expect(invalidated).toEqual(['s2']);
    expect(revocations.isRevoked('s2', 'm2', Date.parse('2029-12-31T00:00:00.000Z'))).toBe(true);
    expect(revocations.isRevoked('s2', 'm2', Date.parse('2030-01-02T00:00:00.000Z'))).toBe(false);
  });
});
