// Baseline for the tus upload bench: the least a Node HTTP server does with an upload it must keep
// and checksum. `node bench/tus-upload/hash-sink-server.mjs <port> <dir>`; POST /file streams the raw
// body to a file in <dir> (fs.createWriteStream's defaults) while hashing it with SHA-256, answers
// the hex digest, and deletes the file after answering.
import { createHash } from 'node:crypto';
import { createWriteStream, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const [port, dir] = [Number(process.argv[2]), process.argv[3]];
let n = 0;
createServer(async (req, res) => {
  if (req.url === '/ready') return res.end('ok');
  const file = join(dir, `hash-sink-${n++}.bin`);
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(req, hashing, createWriteStream(file));
  res.end(hash.digest('hex'));
  rmSync(file, { force: true });
}).listen(port, '127.0.0.1');
