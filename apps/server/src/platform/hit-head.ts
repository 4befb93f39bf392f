import { ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http';
import type { OutgoingHttpHeaders } from 'node:http';

/**
 * Names Node's own head writing reads besides writing their line (framing, keep-alive, dates,
 * latin1 encoding, repeated cookies): never part of a kept block, always handed to `writeHead`.
 */
const READ_BY_NODE = new Set([
  'connection',
  'content-length',
  'content-disposition',
  'date',
  'expect',
  'keep-alive',
  'set-cookie',
  'trailer',
  'transfer-encoding',
]);
/** Lines kept per block at most. */
const MAX_LINES = 32;

/**
 * The head lines a route's answers start with, learned from one answer: the leading headers
 * whose names and values were checked once, with Node's own checks, when learned
 * (`http.validateHeaderName` / `validateHeaderValue`). `blocks[k]` is the text Node writes for
 * the first k of them (`name: value\r\n` each).
 */
interface Block {
  names: string[];
  values: string[];
  blocks: string[];
}

/** Node's `kOutHeaders` (headers set on the response itself), found on the first response. */
let outHeaders: symbol | null | undefined;
const setOnResponse = (res: ServerResponse): unknown => {
  if (outHeaders === undefined)
    outHeaders = Object.getOwnPropertySymbols(res).find((s) => s.description === 'kOutHeaders') ?? null;
  return outHeaders ? (res as unknown as Record<symbol, unknown>)[outHeaders] : undefined;
};

/**
 * Writes a response head as `res.writeHead(statusCode, headers)` does, byte for byte, for answers
 * that repeat the same leading headers (a route's security headers, prebuilt per page policy:
 * security-headers.ts): Node checks and concatenates each of ~20 headers on every response
 * (`_storeHeader`: ~1.5 µs and ~2.4 KB of strings a cached hit); here the leading ones that
 * equal the learned block's are written as the block's text, checked when learned, and only the
 * others go through `writeHead` and its checks. Only for Node's own `ServerResponse` with no
 * header set on the response itself (else `writeHead` merges those), and Node's status line;
 * anything else takes `writeHead` as it is.
 */
export class HeadBlocks {
  private block: Block = { names: [], values: [], blocks: [''] };

  write(res: ServerResponse, statusCode: number, headers: OutgoingHttpHeaders): void {
    if (Object.getPrototypeOf(res) !== ServerResponse.prototype || setOnResponse(res) !== null) {
      res.writeHead(statusCode, headers);
      return;
    }
    const { names, values } = this.block;
    let kept = 0;
    let rest: OutgoingHttpHeaders | undefined;
    for (const name in headers) {
      if (!Object.hasOwn(headers, name)) continue; // as writeHead: own headers only
      const value = headers[name];
      if (rest === undefined) {
        if (kept < names.length && name === names[kept] && value === values[kept]) {
          kept++;
          continue;
        }
        rest = {};
      }
      rest[name] = value;
    }
    if (kept * 2 < names.length || kept === 0) {
      // Another route's head, or the first: learn this one for the next answers.
      this.block = learn(headers);
      res.writeHead(statusCode, headers);
      return;
    }
    res.writeHead(statusCode, rest ?? {});
    // After the status line: the same bytes writeHead would have written, in the same order.
    const response = res as unknown as { _header: unknown };
    const head = response._header;
    const at = typeof head === 'string' ? head.indexOf('\r\n') + 2 : 0;
    if (typeof head !== 'string' || at < 2) throw new Error('writeHead left no head'); // Node changed
    response._header = head.slice(0, at) + this.block.blocks[kept] + head.slice(at);
  }
}

function learn(headers: OutgoingHttpHeaders): Block {
  const block: Block = { names: [], values: [], blocks: [''] };
  let text = '';
  for (const name in headers) {
    if (!Object.hasOwn(headers, name)) continue;
    const value = headers[name];
    if (block.names.length === MAX_LINES || typeof value !== 'string') break;
    if (READ_BY_NODE.has(name.toLowerCase())) break;
    try {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    } catch {
      break; // writeHead refuses it as ever
    }
    text += `${name}: ${value}\r\n`;
    block.names.push(name);
    block.values.push(value);
    block.blocks.push(text);
  }
  // Flat copies: each answer's head copies these characters.
  block.blocks = block.blocks.map((b) => Buffer.from(b, 'latin1').toString('latin1'));
  return block;
}
