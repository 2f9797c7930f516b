/** Start-up notes between two rules, so they stand out from the log around them; nothing when there are none. */
export function framed(lines: string[]) {
  const content = lines.filter((line, index) => line !== '' || (index > 0 && lines[index - 1] !== ''));
  while (content.at(-1) === '') content.pop();
  if (content.length === 0) return '';
  const rule = '='.repeat(Math.min(100, Math.max(...content.map((line) => line.length)) + 2));
  return ['', rule, ...content, rule, ''].join('\n');
}
