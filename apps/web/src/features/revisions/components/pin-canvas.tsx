import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A pin's look: a note not sent yet, or the state the server gives it. */
export type PinTone = 'draft' | 'open' | 'fixed' | 'reopened';

export interface CanvasPin {
  key: string | number;
  /** Fractions of the image, 0 (left, top) to 1 (right, bottom). */
  x: number;
  y: number;
  /** What the marker shows: the note's number on this photo. */
  number: number;
  tone: PinTone;
  /** Read out with the number: the note and its state. */
  label: string;
}

export interface PinPoint {
  x: number;
  y: number;
}

export interface PinCanvasProps {
  /** The image, sized by the page; the pins are laid over it. */
  children: ReactNode;
  pins: CanvasPin[];
  /** "Add note" mode: a click, or Enter at the keyboard crosshair, drops a pin. */
  placing?: boolean;
  onPlace?: (point: PinPoint) => void;
  selected?: string | number | null;
  onSelect?: (key: string | number) => void;
  /** The photo's name, for the crosshair's label. */
  photoName: string;
  className?: string;
}

export const pinToneClass: Record<PinTone, string> = {
  draft: 'bg-sky-600 text-white ring-white',
  open: 'bg-amber-500 text-black ring-white',
  fixed: 'bg-emerald-600 text-white ring-white',
  reopened: 'bg-rose-600 text-white ring-white',
};

/** Keyboard steps of the crosshair: 5% of the image, 1% with Shift. */
export const PIN_STEP = 0.05;
export const PIN_FINE_STEP = 0.01;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 10_000) / 10_000;
const percent = (value: number) => `${Math.round(value * 100)}%`;

/** Where a click lands on the element, as fractions of its size (clamped to 0-1). */
export function pointFromClick(event: Pick<MouseEvent, 'clientX' | 'clientY'>, element: Element): PinPoint | null {
  const box = element.getBoundingClientRect();
  if (box.width <= 0 || box.height <= 0) return null;
  return { x: round(clamp((event.clientX - box.left) / box.width)), y: round(clamp((event.clientY - box.top) / box.height)) };
}

const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * An image with numbered pins laid over it. In "Add note" mode a click drops a pin where it lands;
 * from the keyboard a crosshair moves with the arrow keys (Shift for small steps) and Enter drops it.
 */
export function PinCanvas({ children, pins, placing = false, onPlace, selected, onSelect, photoName, className }: PinCanvasProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [cross, setCross] = useState<PinPoint>({ x: 0.5, y: 0.5 });
  const hintId = useId();

  const place = (event: MouseEvent<HTMLDivElement>) => {
    event.stopPropagation();
    if (!placing || !onPlace || !frame.current) return;
    if ((event.target as Element).closest('[data-pin]')) return; // A click on a pin selects it.
    const point = pointFromClick(event, frame.current);
    if (!point) return;
    setCross(point);
    onPlace(point);
  };

  const onCrossKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    event.stopPropagation(); // The preview's arrows step to the next photo otherwise.
    const step = event.shiftKey ? PIN_FINE_STEP : PIN_STEP;
    setCross((current) => ({ x: round(clamp(current.x + move[0] * step)), y: round(clamp(current.y + move[1] * step)) }));
  };

  return (
    <div
      ref={frame}
      data-testid="pin-canvas"
      className={cn('relative inline-block max-h-full max-w-full leading-none select-none', placing && 'cursor-crosshair', className)}
      onClick={place}
    >
      {children}
      {pins.map((pin) => (
        <button
          key={pin.key}
          type="button"
          data-pin
          aria-label={`Note ${pin.number}: ${pin.label}`}
          aria-pressed={selected === pin.key}
          title={pin.label}
          onClick={(event) => {
            event.stopPropagation();
            onSelect?.(pin.key);
          }}
          style={{ left: `${pin.x * 100}%`, top: `${pin.y * 100}%` }}
          className={cn(
            'absolute z-10 flex size-7 -translate-x-1/2 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-xs font-semibold shadow-md ring-2 outline-none focus-visible:ring-4 focus-visible:ring-sky-300',
            pinToneClass[pin.tone],
            selected === pin.key && 'ring-4 ring-sky-300',
          )}
        >
          {pin.number}
        </button>
      ))}
      {placing && (
        <>
          <button
            type="button"
            data-pin
            aria-label={`Place a note on ${photoName} at ${percent(cross.x)} across, ${percent(cross.y)} down`}
            aria-describedby={hintId}
            onKeyDown={onCrossKey}
            onClick={(event) => {
              event.stopPropagation();
              // Enter or Space gives a click with no pointer (detail 0): the crosshair's point; a mouse, its own.
              const point = event.detail > 0 && frame.current ? (pointFromClick(event, frame.current) ?? cross) : cross;
              setCross(point);
              onPlace?.(point);
            }}
            style={{ left: `${cross.x * 100}%`, top: `${cross.y * 100}%` }}
            className="absolute z-20 size-9 -translate-x-1/2 -translate-y-1/2 cursor-crosshair rounded-full border-2 border-dashed border-white bg-black/25 opacity-0 shadow outline-none focus-visible:opacity-100 focus-visible:ring-4 focus-visible:ring-sky-300"
          >
            <span aria-hidden className="absolute top-1/2 left-1/2 h-px w-5 -translate-1/2 bg-white" />
            <span aria-hidden className="absolute top-1/2 left-1/2 h-5 w-px -translate-1/2 bg-white" />
          </button>
          <span id={hintId} className="sr-only">
            Move with the arrow keys (Shift for small steps) and press Enter to place the note.
          </span>
        </>
      )}
    </div>
  );
}
