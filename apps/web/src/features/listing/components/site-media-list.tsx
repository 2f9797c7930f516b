import { useState } from 'react';
import type { FileEntry, MediaKind } from '@portal/contract';
import { ArrowUp, Folder, Images, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSiteFiles } from '../api/list-site-files';
import { useUpdateFileMedia } from '../api/update-file-media';
import { useUpdateListing } from '../api/update-listing';
import { IconCardTitle } from '@/components/icon-card-title';

const kindLabels: Record<MediaKind, string> = { photo: 'Photo', video: 'Video', floor_plan: 'Floor plan' };

/** What a file may be set to play: a floor plan is an image or a PDF, a video a video; 'default' goes back to the file's type. */
export function kindChoices(entry: Pick<FileEntry, 'is_image' | 'is_video' | 'content_type'>): MediaKind[] {
  if (entry.is_video) return ['video'];
  if (entry.is_image) return ['photo', 'floor_plan'];
  if (entry.content_type === 'application/pdf') return ['floor_plan'];
  return [];
}

const selectClass = 'h-8 max-w-full min-w-0 rounded-md border border-input bg-transparent px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 dark:bg-input/30';

function MediaRow({ projectId, entry, images, agentPhotoId }: { projectId: number; entry: FileEntry; images: FileEntry[]; agentPhotoId: number | null }) {
  const media = useUpdateFileMedia(projectId);
  const listing = useUpdateListing(projectId);
  const fileId = Number(entry.id);
  const kind = entry.media_kind ?? null;
  const choices = kindChoices(entry);
  const isAgentPhoto = agentPhotoId === fileId;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-3">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {entry.thumbnail_url ? (
          <img src={entry.thumbnail_url} alt="" className="size-10 shrink-0 rounded object-cover" loading="lazy" />
        ) : (
          <div className="size-10 shrink-0 rounded bg-muted" aria-hidden />
        )}
        <span className="min-w-0 truncate text-sm" title={entry.name}>
          {entry.name}
        </span>
        {isAgentPhoto && (
          <Badge variant="blue">
            <UserRound aria-hidden />
            Agent photo
          </Badge>
        )}
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-2 sm:max-w-[60%] sm:shrink-0 sm:justify-end">
        {choices.length > 0 ? (
          <select
            aria-label={`${entry.name} on the website`}
            className={selectClass}
            value={kind ?? 'none'}
            disabled={media.isPending}
            onChange={(event) => media.mutate({ fileId, body: { media_kind: event.target.value === 'none' ? null : (event.target.value as MediaKind) } })}
          >
            {kind === null && <option value="none">Not on the site</option>}
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {kindLabels[choice]}
              </option>
            ))}
          </select>
        ) : (
          <span className="text-xs text-muted-foreground">Not on the site</span>
        )}
        {entry.is_video && (
          <select
            aria-label={`Poster of ${entry.name}`}
            className={`${selectClass} w-full sm:w-48`}
            value={entry.poster_file_id ? String(entry.poster_file_id) : ''}
            disabled={media.isPending}
            onChange={(event) => media.mutate({ fileId, body: { poster_file_id: event.target.value ? Number(event.target.value) : null } })}
          >
            <option value="">Poster: first frame</option>
            {images.map((image) => (
              <option key={image.id} value={String(image.id)}>
                {`Poster: ${image.name}`}
              </option>
            ))}
          </select>
        )}
        {entry.is_image && !isAgentPhoto && (
          <Button type="button" variant="ghost" size="sm" disabled={listing.isPending} onClick={() => listing.mutate({ agent_photo_file_id: fileId })} aria-label={`Use ${entry.name} as the agent photo`}>
            Agent photo
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * What each file of a folder plays on the site: photos and videos by their type unless set, images
 * or PDFs marked floor plans, a video's poster, and the agent's photo. Uploads go through Manage Files.
 */
export function SiteMediaList({ projectId, agentPhotoId }: { projectId: number; agentPhotoId: number | null }) {
  const [folder, setFolder] = useState('');
  const files = useSiteFiles(projectId, folder);
  const listing = useUpdateListing(projectId);
  const entries = files.data?.files ?? [];
  const folders = entries.filter((entry) => entry.is_folder);
  const items = entries.filter((entry) => !entry.is_folder);
  const images = items.filter((entry) => entry.is_image);
  const parent = folder.includes('/') ? folder.slice(0, folder.lastIndexOf('/')) : '';

  return (
    <Card className="gap-4" role="region" aria-labelledby="site-media-title">
      <CardHeader>
        <IconCardTitle icon={Images} id="site-media-title" title="Media on the website" />
        <CardDescription>
          Images show as photos and videos as videos; mark floor plans (images or PDFs) here. Upload photos, videos and floor plans in{' '}
          <Link to={`/project/${projectId}/files`} className="text-primary underline-offset-4 hover:underline">
            Manage Files
          </Link>
          ; files in internal folders stay off the site.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Folder:</span>
          <span className="font-medium">{folder || 'Root'}</span>
          {folder && (
            <Button type="button" variant="ghost" size="sm" onClick={() => setFolder(parent)}>
              <ArrowUp aria-hidden />
              Up
            </Button>
          )}
          {agentPhotoId !== null && (
            <Button type="button" variant="ghost" size="sm" className="ml-auto" disabled={listing.isPending} onClick={() => listing.mutate({ agent_photo_file_id: null })}>
              Remove agent photo
            </Button>
          )}
        </div>
        {files.isPending ? (
          <Skeleton className="h-24" role="status" aria-label="Loading files" />
        ) : (
          <>
            {folders.length > 0 && (
              <div className="flex flex-wrap gap-2">
                {folders.map((entry) => (
                  <Button key={entry.id} type="button" variant="outline" size="sm" onClick={() => setFolder(entry.relative_path)} aria-label={`Open folder ${entry.name}`}>
                    <Folder aria-hidden />
                    {entry.name}
                  </Button>
                ))}
              </div>
            )}
            {items.length === 0 ? (
              <p className="text-sm text-muted-foreground">No files in this folder.</p>
            ) : (
              <ul className="divide-y" aria-label="Files">
                {items.map((entry) => (
                  <MediaRow key={entry.id} projectId={projectId} entry={entry} images={images} agentPhotoId={agentPhotoId} />
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
