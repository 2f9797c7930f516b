// The list bench's baseline: the app's own answer for the folder (captured once), served from memory
// by bare node:http with the same Content-Type; the ceiling of answering with that payload.
// Usage: node bench/files/list-baseline-server.mjs <body.json> <port>
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [bodyFile, port] = process.argv.slice(2);
const body = readFileSync(bodyFile);
createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
}).listen(Number(port), '127.0.0.1');
