/** A screen whose content a later release delivers: its title, so navigation already works. */
export function PagePlaceholder({ title, eyebrow }: { title: string; eyebrow?: string }) {
  return (
    <section className="flex flex-col gap-2">
      <title>{`${title} · Portal`}</title>
      {eyebrow && <p className="text-sm font-medium text-muted-foreground">{eyebrow}</p>}
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-sm text-muted-foreground">This screen arrives in a later release.</p>
    </section>
  );
}
