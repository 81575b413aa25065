import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF that pdfkit wrote with embedded fonts, read in-process (no poppler on the test machines):
 * each text operator's glyph codes decoded through its font's ToUnicode map, one line per operator. It reads
 * what pdfkit writes (plain objects, Identity-H fonts, bfrange arrays), not any PDF. A glyph the font lacks
 * comes out as U+0000, the character pdfkit maps `.notdef` to; a font without a map as U+FFFD.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dictionary: string; stream?: string }>();
  const objectStart = /(\d+) 0 obj\b/g;
  for (let match = objectStart.exec(source); match; match = objectStart.exec(source)) {
    const from = objectStart.lastIndex;
    const end = source.indexOf('endobj', from);
    const streamAt = source.indexOf('stream', from);
    if (streamAt === -1 || streamAt > end) {
      objects.set(match[1]!, { dictionary: source.slice(from, end) });
      continue;
    }
    // The stream's bytes are cut by its length: compressed data may hold anything, "endobj" too.
    const dictionary = source.slice(from, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const dataStart = source.indexOf('\n', streamAt) + 1;
    const raw = Buffer.from(source.slice(dataStart, dataStart + length), 'latin1');
    objects.set(match[1]!, { dictionary, stream: (dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw).toString('latin1') });
    objectStart.lastIndex = dataStart + length;
  }

  const toUnicode = new Map<string, Map<number, string>>();
  for (const [, resources] of source.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
    for (const [, name, id] of resources!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const mapId = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id!)?.dictionary ?? '')?.[1];
      toUnicode.set(name!, cmap(objects.get(mapId ?? '')?.stream ?? ''));
    }
  }

  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream?.includes(' Tf')) continue;
    let font = new Map<number, string>();
    for (const [, fontName, array, single] of stream.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (fontName) {
        font = toUnicode.get(fontName) ?? new Map();
        continue;
      }
      const strings = single !== undefined ? [single] : [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => hex!);
      lines.push(strings.map((hex) => (hex.match(/.{4}/g) ?? []).map((code) => font.get(parseInt(code, 16)) ?? '\ufffd').join('')).join(''));
    }
  }
  return lines.join('\n');
}

/** A ToUnicode CMap's `<first> <last> [<utf16be> ...]` ranges, as pdfkit writes them. */
function cmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, first, entries] of text.matchAll(/<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g)) {
    [...entries!.matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach(([, utf16], index) => {
      const units = (utf16!.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16));
      map.set(parseInt(first!, 16) + index, String.fromCharCode(...units));
    });
  }
  return map;
}
