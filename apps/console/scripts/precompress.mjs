// Writes a brotli (.br) and a gzip (.gz) copy beside every built text asset, once at build time, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing per request.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|css|svg|json|txt|woff2?|ttf|otf)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for await (const file of files(dist)) {
  // Source maps are not served by default, and compressing them costs most of the time.
  if (!TEXT.test(file) || file.endsWith('.map')) continue;
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) continue;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
    gzip(content, { level: 9 }),
  ]);
  await fs.writeFile(`${file}.br`, br);
  await fs.writeFile(`${file}.gz`, gz);
  count += 1;
}
console.log(`precompressed ${count} assets (brotli + gzip)`);
