import { cloneElement, Suspense, useState, type ReactElement, type ReactNode } from 'react';

type TriggerProps = { onClick?: (...args: never[]) => void };

/**
 * A menu button whose menu loads the first time it is pressed: Radix's menu with its positioning and
 * focus handling is not part of a page until someone opens a menu there (the per-route JavaScript
 * budget, docs/development.md). Until then the button alone is shown, announced as a closed menu
 * button; `menu` renders the real menu (a lazy component) around the trigger it is given, open.
 */
export function DeferredMenu({ trigger, menu }: { trigger: ReactElement; menu: (trigger: ReactElement) => ReactNode }) {
  const [pressed, setPressed] = useState(false);
  const ownClick = (trigger.props as TriggerProps).onClick;
  const closed = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: (...args: never[]) => {
      ownClick?.(...args);
      setPressed(true);
    },
  } as TriggerProps);
  if (!pressed) return closed;
  return <Suspense fallback={closed}>{menu(trigger)}</Suspense>;
}
