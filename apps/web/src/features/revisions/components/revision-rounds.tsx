import type { RevisionRequest } from '@portal/contract';
import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';
import { versionedUrl } from '@/lib/versioned-url';
import { fixedSummary, revisionStatusLabel, revisionStatusTone, roundTitle } from '../revision-labels';
import { PinCanvas } from './pin-canvas';
import { bindActions, PinThread, type RequestPinActions } from './pin-thread';

/** The photos a request names, in the order of its notes, each with its notes numbered 1, 2… on that photo. */
export function photosOf(request: RevisionRequest) {
  const photos = new Map<number, { fileId: number; name: string; folder: string; items: { item: RevisionRequest['items'][number]; number: number }[] }>();
  for (const item of request.items) {
    const photo = photos.get(item.file_id) ?? { fileId: item.file_id, name: item.file_name, folder: item.folder_path, items: [] };
    // Numbered per photo, as the client numbered them while pinning.
    photo.items.push({ item, number: photo.items.length + 1 });
    photos.set(item.file_id, photo);
  }
  return [...photos.values()];
}

/** A photo of a request at thumbnail size with its numbered pins (the current version's image). */
export function PinnedThumbnail({ photo, size = 'sm' }: { photo: ReturnType<typeof photosOf>[number]; size?: 'sm' | 'lg' }) {
  const first = photo.items[0]!.item;
  const src = versionedUrl(size === 'lg' ? (first.preview_url ?? first.thumbnail_url) : first.thumbnail_url, first.file_version);
  const pins = photo.items.map(({ item, number }) => ({ key: item.id, x: item.x, y: item.y, number, tone: item.status, label: `${item.note} (${item.status})` }));
  if (!src) {
    return (
      <span className="flex aspect-[3/2] w-full items-center justify-center rounded-md bg-muted text-muted-foreground">
        <ImageOff aria-hidden className="size-6" />
        <span className="sr-only">No preview of {photo.name}</span>
      </span>
    );
  }
  return (
    <PinCanvas pins={pins} photoName={photo.name} className="w-full">
      <img src={src} alt={`${photo.name}, version ${first.file_version}`} className="block w-full rounded-md object-contain" draggable={false} />
    </PinCanvas>
  );
}

/** One round: its state, and each photo it names with the notes on it. */
export function RevisionRound({ request, actions, headingLevel = 3, controls, title }: { request: RevisionRequest; actions: RequestPinActions; headingLevel?: 2 | 3; controls?: ReactNode; title?: string }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article aria-label={roundTitle(request.round)} className="flex flex-col gap-3 rounded-lg border p-4">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Heading className="text-base font-semibold">{title ?? roundTitle(request.round)}</Heading>
        <Badge variant={revisionStatusTone[request.status]} data-tone={revisionStatusTone[request.status]}>
          {revisionStatusLabel[request.status]}
        </Badge>
        <span className="text-sm text-muted-foreground">
          {fixedSummary(request.fixed_count, request.item_count)} · sent {formatDate(request.created_at)}
          {request.completed_at && ` · done ${formatDate(request.completed_at)}`}
        </span>
        {request.editor_name && <span className="text-sm text-muted-foreground">Editor: {request.editor_name}</span>}
      </header>
      {controls}
      <div className="flex flex-col gap-4">
        {photosOf(request).map((photo) => (
          <div key={photo.fileId} className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <figure className="flex flex-col gap-1">
              <PinnedThumbnail photo={photo} />
              <figcaption className="truncate text-xs text-muted-foreground" title={[photo.folder, photo.name].filter(Boolean).join('/')}>
                {photo.name} · v{photo.items[0]!.item.file_version}
              </figcaption>
            </figure>
            <ul className="flex flex-col gap-2">
              {photo.items.map(({ item, number }) => (
                <PinThread key={item.id} item={item} number={number} {...bindActions(request, actions)} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </article>
  );
}
