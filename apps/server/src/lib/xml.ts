import { XMLBuilder } from 'fast-xml-parser';

/**
 * Characters XML 1.0 cannot hold at all, even escaped: most C0 controls, U+FFFE and U+FFFF, and
 * halves of a surrogate pair standing alone (a paired one is one code point under the `u` flag).
 */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu;

/** `text` with the characters XML cannot hold left out; the builder escapes the rest. */
export const xmlText = (text: string): string => text.replace(NOT_XML, '');

/** An element: attributes under `@_name`, children by tag name (an array repeats the tag). */
export interface XmlElement {
  [name: string]: string | number | XmlElement | XmlElement[] | undefined;
}

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: true,
  // An attribute whose value is "true" keeps its value (XML has no bare attributes).
  suppressBooleanAttributes: false,
});

/**
 * An XML document, `<?xml version="1.0" encoding="UTF-8"?>` and then `root`, indented by two
 * spaces. Text and attribute values are escaped (& < > " '); pass text from users through
 * xmlText() first.
 */
export function buildXml(root: XmlElement): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    ...root,
  });
}
