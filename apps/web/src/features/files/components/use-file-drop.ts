import { useRef, useState, type DragEvent } from 'react';
import { filesFromDrop, type PickedFile } from '../upload/folder-entries';

const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Drag-and-drop of files and whole folders from the desktop: `dragging` while they hover, `onFiles`
 * on drop with each file's folder path inside what was dropped.
 */
export function useFileDrop(enabled: boolean, onFiles: (files: PickedFile[]) => void) {
  const [dragging, setDragging] = useState(false);
  // Entering a child fires enter before the parent's leave: count to know when the pointer is really out.
  const depth = useRef(0);

  const reset = () => {
    depth.current = 0;
    setDragging(false);
  };

  const handlers = {
    onDragEnter: (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave: (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event: DragEvent) => {
      if (!enabled || !carriesFiles(event)) return;
      event.preventDefault();
      reset();
      // Read now: the browser empties the DataTransfer once the handler returns.
      void filesFromDrop(event.dataTransfer).then((files) => {
        if (files.length > 0) onFiles(files);
      });
    },
  };
  return { dragging: enabled && dragging, handlers };
}
