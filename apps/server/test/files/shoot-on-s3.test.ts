import { describe, expect, it } from 'vitest';
import { derivativeKinds } from '../../src/modules/derivatives/index.ts';
import { signInAs } from '../sign-in.ts';
import { useTestAppOnS3 } from './s3-test-app.ts';
import { createFilesProject, jpeg, listFiles, sha256, unzip, upload } from './files-helpers.ts';

const { ctx, s3 } = useTestAppOnS3();

async function bucketKeys() {
  const keys: string[] = [];
  for await (const object of s3.store.list('projects/')) keys.push(object.key);
  return keys.sort();
}

/** A whole shoot through the API on an S3-compatible bucket (s3rver), as on Backblaze B2, AWS, MinIO or R2. */
describe('a shoot on S3-compatible storage', () => {
  it('uploads, makes derivatives, serves its links through presigned redirects, takes direct uploads, zips and deletes', async () => {
    const { headers } = await signInAs(ctx.app, ctx.database.db, 'staff');
    const project = await createFilesProject(ctx.database.db, { projectName: 'Harbour Penthouse' });
    const json = { ...headers, 'content-type': 'application/json' };

    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/folders/`, headers: json, payload: { folder_name: 'Exterior' } })).statusCode).toBe(201);
    const photos = await Promise.all([jpeg(900, 600), jpeg(600, 900)]);
    const uploaded = await upload(ctx.app, headers, project.id, [{ name: 'IMG_0001.jpg', bytes: photos[0]! }, { name: 'IMG_0002.jpg', bytes: photos[1]! }], { folder_path: 'Exterior' });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().data.file_paths).toEqual(['Exterior/IMG_0001.jpg', 'Exterior/IMG_0002.jpg']);

    expect(await ctx.app.background.runner.drain(['derivatives.make'])).toBe(2);
    const listing = await listFiles(ctx.app, headers, project.id, 'Exterior');
    // The web app may load images from, and PUT direct uploads to, the bucket.
    expect(listing.headers['content-security-policy']).toContain(`img-src 'self' data: blob: ${s3.endpoint}`);
    const listed = listing.json().data.files;
    expect(listed.map((f: { derivative_status: string }) => f.derivative_status)).toEqual(['ready', 'ready']);
    // Each photo and its derivatives.
    expect((await bucketKeys()).length).toBe(2 * (1 + derivativeKinds.length));

    // serve answers the app's own link; following it redirects to a presigned URL of the bucket, with the original name.
    const served = (await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${project.id}/serve/IMG_0001.jpg/?folder_path=Exterior`, headers })).json().data;
    expect(served.download_url.startsWith('/api/v1/files/content/')).toBe(true);
    const followed = await ctx.app.inject({ method: 'GET', url: served.download_url });
    expect(followed.statusCode).toBe(302);
    expect((followed.headers.location as string).startsWith(s3.endpoint)).toBe(true);
    const original = await fetch(followed.headers.location as string);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-disposition')).toBe('attachment; filename="IMG_0001.jpg"');
    expect(sha256(Buffer.from(await original.arrayBuffer()))).toBe(sha256(photos[0]!));

    // The list's own signed links redirect to a fresh presigned URL.
    const thumbnailLink = await ctx.app.inject({ method: 'GET', url: listed[0].thumbnail_url });
    expect(thumbnailLink.statusCode).toBe(302);
    const thumbnail = await fetch(thumbnailLink.headers.location as string);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');

    // A direct upload: a presigned PUT straight to the bucket, then confirm.
    const video = Buffer.alloc(300_000, 7);
    const started = (await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/upload-url/`, headers: json, payload: { file_name: 'walkthrough.mp4', file_size: video.length, content_type: 'video/mp4' } })).json().data;
    expect(started.upload_url.startsWith(s3.endpoint)).toBe(true);
    expect((await fetch(started.upload_url, { method: 'PUT', headers: started.headers, body: video })).status).toBe(200);
    const confirmed = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/files/confirm/`, headers: json, payload: { upload_id: started.upload_id } });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().data.file).toMatchObject({ file_name: 'walkthrough.mp4', size: video.length, checksum: sha256(video) });

    const zip = await ctx.app.inject({ method: 'POST', url: `/api/v1/projects/${project.id}/download_folder_zip/`, headers: json, payload: { folder_path: '' } });
    expect(zip.statusCode).toBe(200);
    const members = await unzip(zip.rawPayload);
    expect(Object.keys(members).sort()).toEqual(['Exterior/', 'Exterior/IMG_0001.jpg', 'Exterior/IMG_0002.jpg', 'walkthrough.mp4']);
    expect(sha256(members['Exterior/IMG_0002.jpg'] as Buffer)).toBe(sha256(photos[1]!));

    // Deleting the folder and the video empties the bucket once the sweeper has run.
    const folderId = (await listFiles(ctx.app, headers, project.id)).json().data.files.find((f: { name: string }) => f.name === 'Exterior').id;
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${project.id}/files/${folderId}/`, headers })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/projects/${project.id}/files/${confirmed.json().data.file.id}/`, headers })).statusCode).toBe(200);
    await ctx.app.background.sweeper.sweepOnce();
    expect(await bucketKeys()).toEqual([]);
  });
});
