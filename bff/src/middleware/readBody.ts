import type { IncomingMessage } from 'node:http';
import {
  badEncoding,
  HttpError,
  invalidJson,
  invalidRequest,
  payloadTooLarge,
  unsupportedMediaType,
} from '../errors';
import type { AppMiddleware } from '../state';
import { jsonDepthExceeds } from './jsonDepth';

declare module 'koa' {
  interface Request {
    body?: unknown;
    rawBody: string;
  }
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ReadBodyOptions {
  limitBytes: number;
  /** Deepest nesting of arrays and objects a JSON body may have. */
  maxDepth: number;
  /** Paths whose body is form-encoded (Tpay's notification); every other body must be JSON. */
  formPaths: ReadonlySet<string>;
}

/** The paths of the routes in `routes` that declare a form-encoded body. */
export function formBodyPaths(routes: Record<string, { path: string; bodyContentType?: string }>) {
  return new Set(
    Object.values(routes)
      .filter((route) => route.bodyContentType === FORM_TYPE)
      .map((route) => route.path),
  );
}

function mediaTypeOf(header: string): { type: string; charset: string | undefined } {
  const [type = '', ...parameters] = header.split(';').map((part) => part.trim().toLowerCase());
  const charset = parameters.find((p) => p.startsWith('charset='))?.slice('charset='.length);
  return { type, charset: charset?.replace(/^"|"$/g, '') };
}

/** Reads at most `limit` bytes; past it the rest is discarded and the answer is 413. */
function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(payloadTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', () => reject(new HttpError(400, 'bad_request', 'The request body was cut off')));
  });
}

function parseJson(text: string, maxDepth: number): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepthExceeds(text, maxDepth)) {
    throw invalidRequest(
      [{ in: 'body', path: '', message: `body is nested deeper than ${maxDepth} levels` }],
      `The request body is nested deeper than ${maxDepth} levels`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalidJson();
  }
}

/** A form body as an object of strings; a repeated field keeps its first value. */
function parseForm(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text))
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
}

/**
 * Reads and parses request bodies, refusing before parsing what a parser should never see: a
 * Content-Encoding other than identity (415), a body over `limitBytes` (413, before reading when
 * Content-Length announces it), a media type other than JSON – or form-encoded on the form paths – (415),
 * a charset other than UTF-8 (415), bytes that are not UTF-8 (400) and JSON nested deeper than `maxDepth`
 * (400). Malformed JSON is 400 invalid_json. The text is kept on `ctx.request.rawBody` for signature checks.
 */
export function readBody(options: ReadBodyOptions): AppMiddleware {
  const { limitBytes, maxDepth, formPaths } = options;
  return async (ctx, next) => {
    const declared = ctx.get('Content-Length');
    const chunked = ctx.get('Transfer-Encoding') !== '';
    if (!METHODS_WITH_BODY.has(ctx.method) || (!chunked && (declared === '' || declared === '0'))) {
      await next();
      return;
    }
    const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
    if (encoding !== '' && encoding !== 'identity') throw unsupportedMediaType(`encoding ${encoding}`);
    if (Number(declared) > limitBytes) throw payloadTooLarge(limitBytes);
    const form = formPaths.has(ctx.path);
    const { type, charset } = mediaTypeOf(ctx.get('Content-Type'));
    if (type !== (form ? FORM_TYPE : JSON_TYPE)) throw unsupportedMediaType(type || 'none');
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      throw unsupportedMediaType(`${type}; charset=${charset}`);
    }
    const bytes = await readLimited(ctx.req, limitBytes);
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw badEncoding();
    }
    ctx.request.rawBody = text;
    ctx.request.body = form ? parseForm(text) : parseJson(text, maxDepth);
    await next();
  };
}
