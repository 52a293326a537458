import { z } from 'zod';

/**
 * The pages' CSP allows no eval: zod would probe for it with `Function('')` before
 * compiling its parsers, a blocked call each page reports. Imported first by both front
 * ends, so zod parses without compiling from the start.
 */
z.config({ jitless: true });
