/**
 * Request bodies read as they arrive and held to their caps while they do: reading stops at the first byte past a
 * cap, so a body that is longer than it declared, or chunked with no length at all, costs what the cap allows and
 * not a byte more (the rest is never pulled; the server drains a little of it and closes the connection). Hono's
 * bodyLimit (app.ts) holds a chunked body whole before the handler runs, so the paths that take large bodies are
 * left out of it and read theirs through here, after their cheaper checks.
 *
 * Multipart is parsed by @fastify/busboy (the streaming parser Fastify and undici are built on), fed one chunk at a
 * time: a file is kept only while it is within its cap, and a part over a cap stops the reading there.
 */
import { Busboy } from '@fastify/busboy';
import type { BusboyFileStream } from '@fastify/busboy';

/** Which cap a body went over. */
export type BodyCap =
  /** The body as a whole (`maxBytes`). */
  | { kind: 'body' }
  /** One file (`maxFileBytes`). */
  | { kind: 'file'; fileName: string }
  /** More files than `maxFiles`. */
  | { kind: 'files' }
  /** All files together (`maxFileBytesTotal`). */
  | { kind: 'file-bytes' }
  /** More text fields than `maxFields`. */
  | { kind: 'fields' }
  /** One text field (`maxFieldBytes`). */
  | { kind: 'field'; field: string };

export class BodyOverCap extends Error {
  constructor(readonly cap: BodyCap) {
    super(`Request body over its cap: ${cap.kind}`);
    this.name = 'BodyOverCap';
  }
}

/** The body is not what its type says (a multipart body without its boundary, cut short, ...). */
export class MalformedBody extends Error {
  constructor(message = 'Malformed request body') {
    super(message);
    this.name = 'MalformedBody';
  }
}

export interface MultipartCaps {
  /** The whole body, framing included. */
  maxBytes: number;
  maxFiles: number;
  maxFileBytes: number;
  /** All files together. */
  maxFileBytesTotal: number;
  maxFields: number;
  maxFieldBytes: number;
}

export interface MultipartContent {
  /** Text parts, in the order sent. */
  fields: Array<{ name: string; value: string }>;
  /** File parts (those with a file name), in the order sent. */
  files: Array<{ field: string; name: string; bytes: Uint8Array }>;
}

/**
 * Pulls `body` chunk by chunk into `write` until it ends or `stopped()` says so; past `maxBytes` it stops with
 * BodyOverCap('body'), the chunk that crossed the cap unwritten. What is left is not read.
 */
async function pump(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  write: (chunk: Uint8Array) => Promise<void> | void,
  stopped: () => boolean = () => false,
): Promise<void> {
  if (!body) return;
  const reader = body.getReader();
  let read = 0;
  let ended = false;
  try {
    while (!stopped()) {
      const next = await reader.read();
      if (next.done) {
        ended = true;
        return;
      }
      read += next.value.byteLength;
      if (read > maxBytes) throw new BodyOverCap({ kind: 'body' });
      await write(next.value);
    }
  } finally {
    if (!ended) await reader.cancel().catch(() => {});
  }
}

/** The whole body, at most `maxBytes` of it (BodyOverCap past that). */
export async function readCapped(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await pump(body, maxBytes, (chunk) => {
    chunks.push(chunk);
  });
  return Buffer.concat(chunks);
}

/**
 * A multipart/form-data body's fields and files, read under `caps`: throws BodyOverCap at the first cap crossed
 * (nothing more is read) and MalformedBody when the body is not multipart of that boundary.
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  caps: MultipartCaps,
): Promise<MultipartContent> {
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      // A part is a file when it names one, as in the browser's FormData.
      isPartAFile: (_field, _type, fileName) => fileName !== undefined,
      limits: {
        files: caps.maxFiles,
        fileSize: caps.maxFileBytes,
        fields: caps.maxFields,
        fieldSize: caps.maxFieldBytes,
        headerPairs: 20,
      },
    });
  } catch {
    throw new MalformedBody('Malformed multipart/form-data body: no boundary');
  }

  const content: MultipartContent = { fields: [], files: [] };
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
  };
  let fileBytes = 0;

  parser.on('file', (field: string, stream: BusboyFileStream, fileName: string) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => {
      if (failure) return;
      fileBytes += chunk.byteLength;
      if (fileBytes > caps.maxFileBytesTotal) fail(new BodyOverCap({ kind: 'file-bytes' }));
      else chunks.push(chunk);
    });
    stream.on('limit', () => fail(new BodyOverCap({ kind: 'file', fileName })));
    stream.on('error', () => fail(new MalformedBody('Malformed multipart/form-data body')));
    stream.on('end', () => {
      if (!failure && !stream.truncated) content.files.push({ field, name: fileName, bytes: Buffer.concat(chunks) });
    });
  });
  parser.on('field', (name: string, value: string, nameTruncated: boolean, valueTruncated: boolean) => {
    if (nameTruncated || valueTruncated) fail(new BodyOverCap({ kind: 'field', field: name }));
    else content.fields.push({ name, value });
  });
  parser.on('filesLimit', () => fail(new BodyOverCap({ kind: 'files' })));
  parser.on('fieldsLimit', () => fail(new BodyOverCap({ kind: 'fields' })));

  // The parser's end, or its complaint about the body; a write waits on either, so a parser that gave up never hangs us.
  const done = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', () => reject(new MalformedBody('Malformed multipart/form-data body')));
  });
  done.catch(() => {});

  try {
    await pump(
      body,
      caps.maxBytes,
      (chunk) => Promise.race([done, new Promise<void>((resolve) => parser.write(chunk, () => resolve()))]),
      () => failure !== undefined,
    );
    if (!failure) {
      parser.end();
      await done;
    }
  } catch (error) {
    fail(error instanceof Error ? error : new MalformedBody());
  }
  if (failure) {
    parser.destroy();
    throw failure;
  }
  return content;
}
