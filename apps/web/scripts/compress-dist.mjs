// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built web app, at the
// highest levels (done once at build time, so the server never compresses a static file per
// request); the server picks the copy the browser accepts. A copy not smaller than the file is
// left out. Usage: node scripts/compress-dist.mjs [distDir=dist]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than its own request headers. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let original = 0;
let brotli = 0;
let count = 0;
for (const file of files(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: 9 });
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  original += content.length;
  brotli += Math.min(br.length, content.length);
  count += 1;
}
console.log(
  `compressed ${count} files: ${(original / 1024).toFixed(0)} KB -> ${(brotli / 1024).toFixed(0)} KB brotli`,
);
