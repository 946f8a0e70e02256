import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * A catalogue string with named tags (`<terms>Terms of Service</terms>`), shown with the element given
 * for each tag wrapped around its text. Tags do not nest; a tag without an element shows its text.
 * react-i18next's `<Trans>` does the same with an HTML parser the first page need not load (decision 092).
 */
export function TaggedText({
  text,
  tags,
}: {
  text: string;
  tags: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    parts.push(text.slice(last, match.index));
    const element = tags[match[1]!];
    parts.push(element ? cloneElement(element, { key: match.index }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
