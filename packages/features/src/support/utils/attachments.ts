/**
 * The form's own check of a picked file, by the rules the server applies again (docs/product.md#constants-and-limits):
 * at most 10 MB, not empty, and an image, a PDF or a text file by its content (the contract's `attachmentTypeOf`),
 * whatever its name or the type the browser guessed.
 */
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  attachmentNameOf,
  attachmentTypeOf,
  type AttachmentContentType,
} from '@kindred/contracts/api/support';

export type AttachmentCheck = { ok: true; contentType: AttachmentContentType } | { ok: false; error: string };

export async function checkAttachment(file: File): Promise<AttachmentCheck> {
  const name = attachmentNameOf(file.name);
  if (file.size > ATTACHMENT_MAX_BYTES) return { ok: false, error: ATTACHMENT_MESSAGES.tooLarge(name) };
  if (file.size === 0) return { ok: false, error: ATTACHMENT_MESSAGES.empty(name) };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, error: `${name} could not be read` };
  }
  const contentType = attachmentTypeOf(bytes);
  return contentType ? { ok: true, contentType } : { ok: false, error: ATTACHMENT_MESSAGES.wrongType(name) };
}

/** '12 KB', '3.4 MB': a file's size for people. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
