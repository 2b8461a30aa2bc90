/**
 * The file format of Play's Data safety CSV, as Play Console exports and imports it (App content ›
 * Data safety › Export to CSV / Import from CSV): its header, its cells, and the unanswered
 * questionnaire it starts from.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every row of Play's Data safety questionnaire, as Play Console exports it (the columns of
 * PLAY_HEADER, its values empty): the rows and their IDs are Play's, never this repository's.
 * Where the file comes from is written in docs/stores/README.md.
 */
export const PLAY_TEMPLATE = path.join(__dirname, 'play-data-safety-template.csv');
export const PLAY_HEADER = 'Question ID (machine readable),Response ID (machine readable),Response value,Answer requirement,Human-friendly question label';

export type PlayRow = { question: string; response: string; value: string; requirement: string; label: string };

/** A CSV line split into its cells (RFC 4180: a quoted cell may hold commas and doubled quotes). */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index]!;
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

export const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** The rows of a Data safety CSV (its header checked), in order. */
export function parsePlayCsv(text: string, file = 'a Data safety CSV'): PlayRow[] {
  const lines = text.split(/\r?\n/).filter((line) => line.length);
  if (lines[0] !== PLAY_HEADER) throw new Error(`${file}: the first line is not Play's header row "${PLAY_HEADER}"`);
  return lines.slice(1).map((line, index) => {
    const cells = csvCells(line);
    if (cells.length !== 5) throw new Error(`${file}, line ${index + 2}: ${cells.length} cells, not 5`);
    const [question, response, value, requirement, label] = cells as [string, string, string, string, string];
    return { question, response, value, requirement, label };
  });
}

export function playTemplate(): PlayRow[] {
  return parsePlayCsv(readFileSync(PLAY_TEMPLATE, 'utf8'), path.relative(process.cwd(), PLAY_TEMPLATE));
}

