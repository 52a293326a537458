// Plain JavaScript: the front ends' build configs load it with Node, which runs no TypeScript.

/**
 * The chunk of zod and of no-eval.ts, the module that turns zod's eval probe off, for both
 * front ends' builds. In one chunk the probe is off before any chunk builds a schema (the
 * CSP allows no eval): left to itself the bundler puts zod and the schemas in a chunk the
 * lazy pages share, which runs before the entry's own modules, no-eval among them, and zod
 * then probes with `Function('')` as it builds the first object schema.
 *
 * @param {string} id a module's path
 * @returns {'zod' | null}
 */
export const zodChunk = (id) => (/[\\/]node_modules[\\/]zod[\\/]|[\\/]client[\\/]no-eval\.ts$/.test(id) ? 'zod' : null);
