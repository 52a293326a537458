import type { IncomingMessage } from 'node:http';

/** The whole request body. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A form field back as grammY sent it: objects were JSON-encoded, scalars are text. */
function fieldValue(text: string): unknown {
  if (!/^[[{]/.test(text)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ParsedCall {
  payload: Record<string, any>;
  files: Record<string, { filename: string; size: number }>;
}

/**
 * grammY's multipart bodies are terse (`content-disposition:form-data;name="x";filename=y.png`,
 * no spaces, the filename unquoted), which strict form parsers refuse; this one reads them.
 */
function parseMultipart(contentType: string, body: Buffer): ParsedCall {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  if (!boundary) throw new Error('multipart body without a boundary');
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  const parsed: ParsedCall = { payload: {}, files: {} };
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const part = body.subarray(start + delimiter.length + 2, next - 2); // drop the CRLFs around the part
    const split = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, split).toString('utf8');
    const content = part.subarray(split + 4);
    const name = /name="([^"]*)"/i.exec(headers)?.[1] ?? '';
    const filename = /filename="?([^";\r\n]*)"?/i.exec(headers)?.[1];
    if (filename !== undefined) parsed.files[name] = { filename, size: content.length };
    else parsed.payload[name] = fieldValue(content.toString('utf8'));
    start = next;
  }
  return parsed;
}

/** Parses a JSON, urlencoded or multipart body, the three the Bot API accepts. */
export function parseCall(contentType: string, body: Buffer): ParsedCall {
  if (body.length === 0) return { payload: {}, files: {} };
  if (contentType.startsWith('multipart/form-data')) return parseMultipart(contentType, body);
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    const payload: Record<string, unknown> = {};
    for (const [name, value] of new URLSearchParams(body.toString('utf8'))) payload[name] = fieldValue(value);
    return { payload, files: {} };
  }
  return { payload: JSON.parse(body.toString('utf8')), files: {} };
}
