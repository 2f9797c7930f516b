import { useSyncExternalStore } from 'react';

const mobileQuery = '(max-width: 767px)';

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isMobileNow = () => typeof window.matchMedia === 'function' && window.matchMedia(mobileQuery).matches;

/** True below 768 px, where the sidebar becomes a sheet. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
