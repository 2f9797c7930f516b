import { Fragment } from 'react';

/** Type sizes for a figure by its length: the longer it is, the smaller, so a big amount fits its card. */
export function figureSize(value: string, sizes: readonly [short: string, medium: string, long: string]) {
  return value.length <= 9 ? sizes[0] : value.length <= 13 ? sizes[1] : sizes[2];
}

/** A figure that, if it must wrap, wraps after a digit group's comma ("₹1,17,00,000.00"), never cut off. */
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
