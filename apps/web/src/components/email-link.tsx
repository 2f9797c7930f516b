import { Fragment } from 'react';

/** An address broken only where a reader expects it: after the @ and after each dot. */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A mailto link whose long address wraps inside a card or table cell instead of overflowing it. */
export function EmailLink({ email, className }: { email: string; className?: string }) {
  if (!email) return null;
  return (
    <a href={`mailto:${email}`} className={['[overflow-wrap:anywhere] hover:underline', className].filter(Boolean).join(' ')}>
      <BreakableEmail email={email} />
    </a>
  );
}
