import http from 'node:http';
import { benchSite } from './tessera-process.ts';

/**
 * One visitor access token per buyer, 50 at a time, from several loopback addresses (`127.0.<net>.x`,
 * 500 grants per address: the token route allows 600 grants a minute per address), so a bench's
 * buyers are as many visitors as a real rush has.
 */
export async function visitorTokens(url: string, count: number, net = 1): Promise<string[]> {
  const { hostname, port } = new URL(url);
  const grant = (i: number) =>
    new Promise<string>((resolve, reject) => {
      const request = http.request(
        {
          hostname,
          port,
          path: '/oauth2/token',
          method: 'POST',
          localAddress: `127.0.${net}.${1 + Math.floor(i / 500)}`,
          headers: { 'content-type': 'application/json' },
        },
        (response) => {
          let body = '';
          response.on('data', (c) => (body += c));
          response.on('end', () =>
            response.statusCode === 200
              ? resolve(JSON.parse(body).access_token)
              : reject(new Error(`token: ${response.statusCode} ${body}`)),
          );
        },
      );
      request.on('error', reject);
      request.end(JSON.stringify({ clientId: benchSite.TESSERA_CLIENT_ID, grantType: 'anonymous' }));
    });
  const tokens: string[] = [];
  while (tokens.length < count) {
    const from = tokens.length;
    tokens.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, count - from) }, (_, k) => grant(from + k)))),
    );
  }
  return tokens;
}
