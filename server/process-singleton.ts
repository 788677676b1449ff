/**
 * One value per process under a registered symbol (`creative-ai-directory.<name>`): in development
 * the server and Vite's module graph each load a module, and both must share the one auth, storage,
 * bot check and page cache. (server/db/index.ts keeps the database the same way.)
 */
export function processSingleton<T>(name: string) {
  const key = Symbol.for(`creative-ai-directory.${name}`);
  // globalThis has no type for a symbol of ours: only this function writes under the key, and always a T.
  const holder = globalThis as typeof globalThis & Partial<Record<symbol, T>>;
  return {
    get: (): T | undefined => holder[key],
    set: (value: T): void => {
      holder[key] = value;
    },
    /** The value, made on first use. */
    once: (make: () => T): T => (holder[key] ??= make()),
  };
}
