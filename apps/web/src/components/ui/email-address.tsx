import { Fragment } from 'react';

/**
 * The pieces of an address between which a line may break: after the @ and before each dot, the
 * places a reader expects (a break after a dot reads like the end of the address).
 */
export function emailBreakParts(address: string): string[] {
  const parts: string[] = [];
  let part = '';
  for (const char of address) {
    if (char === '.' && part) {
      parts.push(part);
      part = '';
    }
    part += char;
    if (char === '@') {
      parts.push(part);
      part = '';
    }
  }
  if (part) parts.push(part);
  return parts;
}

/**
 * An e-mail address in running text. On a narrow screen it wraps after the @ or before a dot,
 * never inside a word: each piece is a box of its own that moves to the next line whole (a
 * hyphen inside it is no place to break). Only a piece longer than a whole line breaks inside,
 * instead of overflowing.
 */
export function EmailAddress({ address }: { address: string }) {
  return (
    <span>
      {emailBreakParts(address).map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          <span className="inline-block max-w-full wrap-anywhere">{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
