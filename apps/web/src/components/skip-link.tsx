import type { MouseEvent } from 'react';

export const mainContentId = 'main-content';

/** Moves focus into the page's main landmark, past the header and sidebar. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(mainContentId);
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView?.({ block: 'start' });
}

/** The first Tab stop of every layout: hidden until focused, then "Skip to main content". */
export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      onClick={focusMain}
      className="sr-only z-[100] rounded-md bg-background text-sm font-medium text-foreground shadow-lg ring-2 ring-ring focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      Skip to main content
    </a>
  );
}
