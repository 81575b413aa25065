import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** Answers smaller than this fit in one or two network packets anyway; compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Quality 4 compresses JSON almost as well as 11 at a fraction of the CPU: at the opening minute the CPU
// belongs to bookings. The static files are compressed at build time with the highest settings instead.
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS = { level: 6 };

export type Encoding = 'br' | 'gzip';

/** The payload in the encoding, on libuv's thread pool. */
export const compress = (payload: string | Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br' ? brotli(payload, BROTLI_OPTIONS) : gzip(payload, GZIP_OPTIONS);

/** The best encoding the client accepts (q=0 refuses one), or undefined for an uncompressed answer. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const quality = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (quality('br') > 0) return 'br';
  if (quality('gzip') > 0) return 'gzip';
  return undefined;
}

function isCompressible(reply: FastifyReply): boolean {
  const type = String(reply.getHeader('content-type') ?? '');
  return /^(application\/json|text\/|application\/problem\+json|image\/svg\+xml)/.test(type);
}

/**
 * Compresses the API's JSON (and other text) answers above a small size, according to Accept-Encoding.
 * Compression runs on libuv's thread pool, so a big answer does not stall the event loop.
 * Registered on the API scope only: the web app's files are precompressed at build time (see plugins/web.ts).
 */
export const compressionPlugin = fp(async (app) => {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.getHeader('content-encoding') || !isCompressible(reply)) return payload;
    reply.header('Vary', mergeVary(reply.getHeader('vary')));
    const size = Buffer.byteLength(payload);
    if (size < COMPRESSION_THRESHOLD_BYTES || request.method === 'HEAD') return payload;
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const compressed = await compress(payload, encoding);
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
});

function mergeVary(current: unknown): string {
  const values = String(current ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (!values.some((value) => value.toLowerCase() === 'accept-encoding' || value === '*')) values.push('Accept-Encoding');
  return values.join(', ');
}
