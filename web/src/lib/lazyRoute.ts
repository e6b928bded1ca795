import { LAZY_CHUNK_TIMEOUT_MS } from './domain';

/** docs/product.md section 7: a lazy page chunk that has not arrived after 120 s is a failure, not a hang. */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = LAZY_CHUNK_TIMEOUT_MS,
): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The page took too long to load. Please try again.')), timeoutMs);
      load().then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
