import { CONTROL_CHARACTER } from '@yaocai/domain';

const CONTROL = new RegExp(CONTROL_CHARACTER.source, 'gu');

/**
 * What the `ops` tool prints, made safe for a terminal (issue #20 §4: `ops review-pending` printed a company
 * name's raw ESC bytes, which a terminal obeys): every control character but the line feed is written as a
 * visible escape (`\x1B`, `\x7F`, `\x85`: every Cc is below U+00A0). Stored text may hold them from before the free-text rule; every
 * line the tool prints goes through here.
 */
export function printable(text: string): string {
  return text.replace(CONTROL, (c) => {
    if (c === '\n') return c;
    return `\\x${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  });
}
