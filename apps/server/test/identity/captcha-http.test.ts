import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpCaptchaVerifier } from '../../src/platform/captcha/captcha.ts';

// The HTTP verifier speaks reCAPTCHA's siteverify protocol (form POST of secret, response and
// remote IP; JSON `success`) and fails closed when the provider errs or stalls.
describe('HTTP captcha verifier', () => {
  let server: http.Server;
  let url: string;
  const seen: URLSearchParams[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        if (form.get('response') === 'stall') return; // never answers
        if (form.get('response') === 'boom') {
          res.writeHead(500).end('oops');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ success: form.get('secret') === 'sekret' && form.get('response') === 'good' }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('accepts what the provider accepts, sending secret, token and remote IP', async () => {
    const verifier = new HttpCaptchaVerifier(url, 'sekret');
    expect(await verifier.verify('good', 'VISIBLE', '203.0.113.9')).toBe(true);
    expect(seen.at(-1)?.get('remoteip')).toBe('203.0.113.9');
    expect(await verifier.verify('bad', 'INVISIBLE')).toBe(false);
    expect(await new HttpCaptchaVerifier(url, 'wrong').verify('good', 'VISIBLE')).toBe(false);
  });

  it('fails closed on provider errors and timeouts', async () => {
    expect(await new HttpCaptchaVerifier(url, 'sekret').verify('boom', 'VISIBLE')).toBe(false);
    expect(await new HttpCaptchaVerifier(url, 'sekret', 200).verify('stall', 'VISIBLE')).toBe(false);
    expect(
      await new HttpCaptchaVerifier('http://127.0.0.1:1/nothing', 'sekret').verify('good', 'VISIBLE'),
    ).toBe(false);
  });
});
