import { Fragment, type CSSProperties } from 'react';

/**
 * A font size that shrinks a figure to the width of its card (the nearest `@container`), from
 * `maxRem` down to 1rem, so ₹1,17,00,000.00 fits where ₹0.00 does. `insetRem` is the padding
 * between the container's edge and the figure.
 */
export function figureFontSize(value: string, maxRem: number, insetRem = 0): CSSProperties {
  // A semibold digit of the UI fonts is 0.55–0.65 em wide, the % sign wider: 0.68 em a character fits them all.
  const ems = Math.max(value.length, 1) * 0.68;
  return { fontSize: `max(1rem, min(${maxRem}rem, calc((100cqi - ${insetRem}rem) / ${ems.toFixed(2)})))` };
}

/** A figure that, if even the smallest size cannot fit, wraps after a digit group's comma: never cut off. */
export function Figure({ value }: { value: string }) {
  const groups = value.split(',');
  return groups.map((group, index) => (
    <Fragment key={index}>
      {group}
      {index < groups.length - 1 && (
        <>
          ,<wbr />
        </>
      )}
    </Fragment>
  ));
}
