import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PinCanvas, type CanvasPin } from './pin-canvas';

/** The canvas laid out as an image of 400 x 200 px at (100, 50) on the page (jsdom lays nothing out). */
function layOut(width = 400, height = 200) {
  const frame = screen.getByTestId('pin-canvas');
  frame.getBoundingClientRect = () => ({ left: 100, top: 50, width, height, right: 100 + width, bottom: 50 + height, x: 100, y: 50, toJSON: () => ({}) });
  return frame;
}

const image = <img src="data:," alt="facade.jpg" width={400} height={200} />;

describe('PinCanvas', () => {
  it('drops a pin where a click lands, as fractions of the image', () => {
    const onPlace = vi.fn();
    render(
      <PinCanvas pins={[]} placing onPlace={onPlace} photoName="facade.jpg">
        {image}
      </PinCanvas>,
    );
    const frame = layOut();
    fireEvent.click(screen.getByRole('img', { name: 'facade.jpg' }), { clientX: 200, clientY: 100 });
    expect(onPlace).toHaveBeenLastCalledWith({ x: 0.25, y: 0.25 });
    // The bottom-right corner is 1, 1; a click past the edge is held at it.
    fireEvent.click(frame, { clientX: 500, clientY: 250 });
    expect(onPlace).toHaveBeenLastCalledWith({ x: 1, y: 1 });
    fireEvent.click(frame, { clientX: 90, clientY: 300 });
    expect(onPlace).toHaveBeenLastCalledWith({ x: 0, y: 1 });
  });

  it('drops nothing outside Add note mode', () => {
    const onPlace = vi.fn();
    render(
      <PinCanvas pins={[]} onPlace={onPlace} photoName="facade.jpg">
        {image}
      </PinCanvas>,
    );
    layOut();
    fireEvent.click(screen.getByRole('img'), { clientX: 200, clientY: 100 });
    expect(onPlace).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Place a note/ })).not.toBeInTheDocument();
  });

  it('moves a crosshair with the arrow keys and drops the pin with Enter', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    render(
      <PinCanvas pins={[]} placing onPlace={onPlace} photoName="facade.jpg">
        {image}
      </PinCanvas>,
    );
    const cross = screen.getByRole('button', { name: 'Place a note on facade.jpg at 50% across, 50% down' });
    expect(cross).toHaveAccessibleDescription('Move with the arrow keys (Shift for small steps) and press Enter to place the note.');
    cross.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(cross).toHaveAccessibleName('Place a note on facade.jpg at 60% across, 45% down');
    await user.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await user.keyboard('{Enter}');
    expect(onPlace).toHaveBeenCalledTimes(1);
    expect(onPlace).toHaveBeenLastCalledWith({ x: 0.6, y: 0.46 });
  });

  it('keeps the crosshair inside the image', async () => {
    const user = userEvent.setup();
    const onPlace = vi.fn();
    render(
      <PinCanvas pins={[]} placing onPlace={onPlace} photoName="facade.jpg">
        {image}
      </PinCanvas>,
    );
    screen.getByRole('button', { name: /Place a note/ }).focus();
    await user.keyboard('{ArrowLeft>12/}{ArrowUp>12/}');
    await user.keyboard(' ');
    expect(onPlace).toHaveBeenLastCalledWith({ x: 0, y: 0 });
    await user.keyboard('{ArrowRight>25/}{ArrowDown>25/}{Enter}');
    expect(onPlace).toHaveBeenLastCalledWith({ x: 1, y: 1 });
  });

  it('keeps the arrow keys from reaching the preview, which would step to another photo', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    render(
      <div onKeyDown={outer}>
        <PinCanvas pins={[]} placing onPlace={() => {}} photoName="facade.jpg">
          {image}
        </PinCanvas>
      </div>,
    );
    screen.getByRole('button', { name: /Place a note/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(outer).not.toHaveBeenCalled();
  });

  it('shows each pin numbered at its place, with its note and state, and selects it on click', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onPlace = vi.fn();
    const pins: CanvasPin[] = [
      { key: 11, x: 0.25, y: 0.5, number: 1, tone: 'open', label: 'Remove the bin (open)' },
      { key: 12, x: 0.75, y: 0.1, number: 2, tone: 'fixed', label: 'Brighten the sky (fixed)' },
    ];
    render(
      <PinCanvas pins={pins} placing onPlace={onPlace} selected={12} onSelect={onSelect} photoName="facade.jpg">
        {image}
      </PinCanvas>,
    );
    const first = screen.getByRole('button', { name: 'Note 1: Remove the bin (open)' });
    expect(first).toHaveStyle({ left: '25%', top: '50%' });
    expect(first).toHaveTextContent('1');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Note 2: Brighten the sky (fixed)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(first);
    expect(onSelect).toHaveBeenCalledWith(11);
    // Clicking a pin selects it; it drops no new one on top.
    expect(onPlace).not.toHaveBeenCalled();
  });
});
