import { describe, expect, it } from 'vitest';
import { lazyRoute, routeCodeArrived, routeStarter } from './lazy-route';

/** A screen module that arrives when `arrive` is called, or fails with `fail`. */
function deferredScreen() {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const module = new Promise<{ default: () => null }>((resolve, reject) => {
    arrive = () => resolve({ default: () => null });
    fail = reject;
  });
  let asked = 0;
  return { load: () => (asked++, module), arrive, fail, asked: () => asked };
}

describe('route code asked for ahead of rendering', () => {
  it('is asked for once per location, and routeCodeArrived waits until it has arrived or failed', async () => {
    const projects = deferredScreen();
    const broken = deferredScreen();
    const start = routeStarter([lazyRoute({ path: '/projects' }, projects.load), lazyRoute({ path: '/broken' }, broken.load)]);
    start('/projects', '');
    start('/projects', '');
    start('/broken', '');
    expect(projects.asked()).toBe(1);

    let settled = false;
    const waiting = routeCodeArrived().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    projects.arrive();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    broken.fail(new Error('chunk failed'));
    await waiting;
    expect(settled).toBe(true);
  });
});
