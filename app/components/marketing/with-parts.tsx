import { Fragment, type ReactNode } from "react";

/**
 * A message with elements inside it (a link, a bold word), where each language puts them in its own
 * place: ask for the message with each such placeholder as itself (`m.x({ link: "{link}" })`), then
 * give the elements by name.
 */
export function WithParts({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/\{(\w+)\}/).map((piece, index) => (index % 2 === 1 ? <Fragment key={index}>{parts[piece] ?? `{${piece}}`}</Fragment> : piece))}
    </>
  );
}
