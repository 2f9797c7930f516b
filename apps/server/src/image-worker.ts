// The image worker's entry (dist/image-worker.js): a child process the server starts for image work
// and stops when that work is done, so libvips' memory leaves with it.
import { serveImageWork } from './modules/derivatives/image-worker.ts';

serveImageWork();
