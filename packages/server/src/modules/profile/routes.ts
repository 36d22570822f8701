/**
 * The profile module's own paths (the rest of its calls are in the profile
 * API's table, ../profile-api.ts):
 * - uploading the caller's picture: POST /v1/profile/picture;
 * - a stored picture: GET /v1/profile/picture/{id} (no credential: the id is
 *   unguessable; an <img> cannot send a bearer token);
 * - the preset avatars: GET /v1/profile/avatars/preset-{1,2,3}.svg.
 */
import type { Context } from 'hono';
import * as z from 'zod/mini';
import * as api from '@kindred/contracts/api/profile-calls';
import { presetAvatarSvg } from '@kindred/contracts/domain/avatars';
import type { PlatformDeps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http/openapi.ts';
import type { BoundRoute } from '../../platform/http/openapi.ts';
import type { AppEnv } from '../../platform/http/types.ts';
import { callerOf } from '../identity/index.ts';
import type { ProfileService } from './service.ts';

const TAGS = ['profile'];

const uploadPictureRoute = defineRoute({
    method: 'POST',
    path: api.PICTURE_PATH,
    summary: "Upload the caller's profile picture (PNG, JPEG, GIF or WebP, at most 5 MB)",
    description:
      'The body is the image itself (or multipart/form-data with one file). The type is read from the bytes; ' +
      'a Content-Type naming another image type is refused. The answer carries the URL it is served at.',
    tags: TAGS,
    auth: true,
    rawBody: {
      contentTypes: [...api.PICTURE_CONTENT_TYPES, 'application/octet-stream', 'multipart/form-data'],
      description: 'The image bytes',
    },
    response: api.pictureUploadResponseSchema,
    status: 201,
  });

const pictureRoute = defineRoute({
    method: 'GET',
    path: `${api.PICTURE_PATH}/:id`,
    summary: 'A stored profile picture',
    tags: TAGS,
    params: z.object({ id: z.string().check(z.maxLength(64)) }),
    responseContent: { 'image/*': 'The image, with its content type' },
  });

const avatarRoute = defineRoute({
    method: 'GET',
    path: `${api.AVATARS_PATH}/:file`,
    summary: 'One of the three preset avatars (SVG)',
    tags: TAGS,
    params: z.object({ file: z.string().check(z.maxLength(64)) }),
    responseContent: { 'image/svg+xml': 'The avatar' },
  });

/** Images are served inert: no sniffing, no script, cacheable for good (a new upload gets a new id). */
const IMAGE_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

async function readUpload(c: Context<AppEnv>): Promise<{ bytes: Uint8Array; type: string | undefined }> {
  const contentType = c.req.header('content-type');
  if (contentType?.toLowerCase().startsWith('multipart/form-data')) {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody();
    } catch {
      return { bytes: new Uint8Array(), type: undefined };
    }
    const file = Object.values(form).find((value): value is File => value instanceof File);
    if (!file) return { bytes: new Uint8Array(), type: undefined };
    return { bytes: new Uint8Array(await file.arrayBuffer()), type: file.type || undefined };
  }
  return { bytes: new Uint8Array(await c.req.arrayBuffer()), type: contentType };
}

export function profileRoutes(deps: PlatformDeps & { profile: ProfileService }): BoundRoute[] {
  const { profile } = deps;
  return [
    uploadPictureRoute.handle(async (c) => {
      const upload = await readUpload(c);
      return profile.uploadPicture(callerOf(c), upload.bytes, upload.type);
    }),
    pictureRoute.handle(async (_c, { params }) => {
      const picture = await profile.picture(params.id);
      return new Response(picture.data as Uint8Array<ArrayBuffer>, {
        headers: { ...IMAGE_HEADERS, 'Content-Type': picture.contentType, 'Content-Length': String(picture.size) },
      });
    }),
    avatarRoute.handle((_c, { params }) => {
      const svg = presetAvatarSvg(params.file);
      if (!svg) throw notFound('Avatar not found');
      return new Response(svg, { headers: { ...IMAGE_HEADERS, 'Content-Type': 'image/svg+xml; charset=utf-8' } });
    }),
  ];
}
