/** The chunk of zod and of no-eval.ts in both front ends' builds (zod-chunk.js). */
export declare const zodChunk: (id: string) => 'zod' | null;
