import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-app.ts';
import { fetchLink, filesUnder, freshFilesProject, jpeg, listFiles, pendingUploadCount, png, sha256, storedObjects, upload } from './files-helpers.ts';

const ctx = useTestApp();
let headers: Record<string, string>;
let projectId: number;

beforeEach(async () => {
  ({ headers, projectId } = await freshFilesProject(ctx));
});

const names = async (folderPath?: string) => (await listFiles(ctx.app, headers, projectId, folderPath)).json().data.files.map((f: { name: string }) => f.name);

describe('multipart upload', () => {
  it('stores many files of one request and answers their paths, entries and SHA-256', async () => {
    const photo = await jpeg();
    const res = await upload(ctx.app, headers, projectId, [
      { name: 'IMG_0001.jpg', bytes: photo },
      { name: 'notes.txt', bytes: 'front door faces north\n' },
      { name: 'plan.png', bytes: await png() },
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Upload Complete: 3 file(s) uploaded successfully!');
    expect(body.data.file_paths).toEqual(['IMG_0001.jpg', 'notes.txt', 'plan.png']);
    expect(body.data.files[0]).toMatchObject({
      name: 'IMG_0001.jpg',
      folder_path: '',
      is_image: true,
      content_type: 'image/jpeg',
      file_size: photo.length,
      checksum: sha256(photo),
      derivative_status: 'pending',
    });
    expect(body.data.files[1]).toMatchObject({ content_type: 'text/plain', is_document: true, checksum: sha256('front door faces north\n'), derivative_status: 'none' });
    expect(await names()).toEqual(['IMG_0001.jpg', 'notes.txt', 'plan.png']);
    expect(await storedObjects(ctx.dataDir)).toHaveLength(3);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
  });

  it('puts files into folder_path, creating the nested folders', async () => {
    const res = await upload(ctx.app, headers, projectId, [{ name: 'a.jpg', bytes: await jpeg() }], { folder_path: 'Exterior/Drone' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.file_paths).toEqual(['Exterior/Drone/a.jpg']);
    expect(await names()).toEqual(['Exterior']);
    expect(await names('Exterior')).toEqual(['Drone']);
    expect(await names('Exterior/Drone')).toEqual(['a.jpg']);
  });

  it('places each file by the folder_structure map, others in folder_path', async () => {
    const res = await upload(
      ctx.app,
      headers,
      projectId,
      [
        { name: 'front.jpg', bytes: 'front' },
        { name: 'kitchen.jpg', bytes: 'kitchen' },
        { name: 'loose.txt', bytes: 'loose' },
      ],
      { folder_path: 'Misc', folder_structure: JSON.stringify({ 'front.jpg': 'Exterior', 'kitchen.jpg': 'Interior/Ground floor' }) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.file_paths).toEqual(['Exterior/front.jpg', 'Interior/Ground floor/kitchen.jpg', 'Misc/loose.txt']);
    expect(await names()).toEqual(['Exterior', 'Interior', 'Misc']);
    expect(await names('Interior/Ground floor')).toEqual(['kitchen.jpg']);
  });

  it('renames duplicates to IMG_0001 (1).jpg, (2), in the same and later requests', async () => {
    const first = await upload(ctx.app, headers, projectId, [
      { name: 'IMG_0001.jpg', bytes: 'one' },
      { name: 'IMG_0001.jpg', bytes: 'two' },
    ]);
    expect(first.json().data.file_paths).toEqual(['IMG_0001.jpg', 'IMG_0001 (1).jpg']);
    const second = await upload(ctx.app, headers, projectId, [{ name: 'img_0001.JPG', bytes: 'three' }]);
    expect(second.json().data.file_paths).toEqual(['img_0001 (2).JPG']);
    expect(await names()).toEqual(['IMG_0001 (1).jpg', 'IMG_0001.jpg', 'img_0001 (2).JPG']);
  });

  it('cleans traversal and control characters to a bare name and writes only inside DATA_DIR/files', async () => {
    const res = await upload(ctx.app, headers, projectId, [
      { name: '../../x.jpg', bytes: 'a' },
      { name: '..\\y.jpg', bytes: 'b' },
      { name: '/etc/passwd', bytes: 'c' },
      { name: 'ni\u0000ce\u0007\u001b.jpg', bytes: 'd' },
      { name: '..', bytes: 'e' },
    ]);
    expect(res.statusCode).toBe(200);
    const paths: string[] = res.json().data.file_paths;
    expect(paths.slice(0, 4)).toEqual(['x.jpg', 'y.jpg', 'passwd', 'nice.jpg']);
    expect(paths[4]).toMatch(/^[^./\\]+$/);
    for (const p of paths) expect([...p].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 32)).toBe(false);
    const everything = await filesUnder(ctx.dataDir);
    expect(everything.every((file) => file.startsWith('files/projects/'))).toBe(true);
    expect(everything).toHaveLength(5);
  });

  it('refuses a folder_path with .. naming the field, and keeps nothing', async () => {
    const res = await upload(ctx.app, headers, projectId, [{ name: 'a.jpg', bytes: 'a' }], { folder_path: 'Exterior/../../etc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'folder_path' }] });
    expect(res.json().message).toMatch(/^folder_path/);
    expect(await names()).toEqual([]);
    expect(await storedObjects(ctx.dataDir)).toEqual([]);
    expect(await pendingUploadCount(ctx.database.db)).toBe(0);
  });

  it('refuses a folder_structure with .. and an invalid JSON map', async () => {
    const bad = await upload(ctx.app, headers, projectId, [{ name: 'a.jpg', bytes: 'a' }], { folder_structure: JSON.stringify({ 'a.jpg': '../x' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('folder_structure');
    const notJson = await upload(ctx.app, headers, projectId, [{ name: 'a.jpg', bytes: 'a' }], { folder_structure: '{nope' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors[0].field).toBe('folder_structure');
    expect(await storedObjects(ctx.dataDir)).toEqual([]);
  });

  it('answers 400 projectFiles for a request with no files, or files in another field', async () => {
    const none = await upload(ctx.app, headers, projectId, [], { folder_path: 'Exterior' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].field).toBe('projectFiles');
    const wrongField = await upload(ctx.app, headers, projectId, [{ name: 'a.jpg', bytes: 'a', field: 'file' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(await storedObjects(ctx.dataDir)).toEqual([]);
    expect(await names()).toEqual([]);
  });

  it('detects the type from the bytes, not the name, and serves lying HTML only as a sandboxed attachment', async () => {
    const html = '<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>';
    const res = await upload(ctx.app, headers, projectId, [
      { name: 'photo.jpg', bytes: html },
      { name: 'doc.pdf', bytes: await png() },
    ]);
    const [htmlEntry, pngEntry] = res.json().data.files;
    expect(htmlEntry.content_type).not.toMatch(/^image\//);
    expect(htmlEntry.content_type).not.toMatch(/html/);
    expect(htmlEntry).toMatchObject({ is_image: false, derivative_status: 'none', thumbnail_url: null, preview_url: null });
    expect(pngEntry).toMatchObject({ content_type: 'image/png', is_image: true });

    const served = await ctx.app.inject({ method: 'GET', url: `/api/v1/projects/${projectId}/serve/photo.jpg/?disposition=inline`, headers });
    expect(served.statusCode).toBe(200);
    const bytes = await fetchLink(ctx.app, served.json().data.download_url);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.body).toBe(html);
    expect(bytes.headers['content-disposition']).toMatch(/^attachment;/);
    expect(bytes.headers['content-type']).not.toMatch(/html|image/);
    expect(bytes.headers['x-content-type-options']).toBe('nosniff');
    expect(bytes.headers['content-security-policy']).toMatch(/sandbox/);
    expect(bytes.headers['content-security-policy']).toMatch(/default-src 'none'/);
  });
});
