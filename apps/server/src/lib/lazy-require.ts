import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A CommonJS dependency loaded when first used instead of at start: start-up time and idle memory
 * pay only for what a server runs (an install without S3, Stripe or SMTP never loads their SDKs;
 * sharp and PDFKit load with the first image or invoice PDF). `onLoad` runs once, on the module.
 */
export function lazyRequire<T>(id: string, onLoad?: (loaded: T) => void): () => T {
  let loaded: T | undefined;
  return () => {
    if (loaded === undefined) {
      loaded = require(id) as T;
      onLoad?.(loaded);
    }
    return loaded;
  };
}
