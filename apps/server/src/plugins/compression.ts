import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * API answers of at least API_COMPRESSION_THRESHOLD bytes are compressed for a client that
 * accepts it (brotli, else gzip). Smaller ones go as they are: a page of ten patients or a
 * session gains little and would cost CPU on the hottest routes. Brotli at quality 4 compresses
 * about as fast as gzip's default and smaller. Static files are compressed at build time instead
 * (plugins/web.ts).
 */
export const API_COMPRESSION_THRESHOLD = 2048;

export async function registerApiCompression(api: FastifyInstance) {
  await api.register(compress, {
    threshold: API_COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
