// Reference for the upload bench: the least a Node HTTP server can do with an upload on this machine.
// `node bench/files/sink-server.mjs <port> <dir>`; POST /discard reads the body and drops it,
// POST /file pipes the raw body (multipart framing and all, unparsed) to a file in <dir> with
// fs.createWriteStream's defaults, and deletes it after answering.
import { createWriteStream, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const [port, dir] = [Number(process.argv[2]), process.argv[3]];
let n = 0;
createServer(async (req, res) => {
  if (req.url === '/discard') {
    let size = 0;
    for await (const chunk of req) size += chunk.length;
    return res.end(String(size));
  }
  const file = join(dir, `sink-${n++}.bin`);
  await pipeline(req, createWriteStream(file));
  res.end('ok');
  rmSync(file, { force: true });
}).listen(port, '127.0.0.1');
