// Markdown output for the bench: tables, kilobytes and budget verdicts.

/** Prints a markdown table (a blank line, an optional caption, the header, the rows). */
export function printTable(caption, headers, rows) {
  console.log('');
  if (caption) console.log(caption);
  console.log(`| ${headers.join(' | ')} |`);
  console.log(`|${headers.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

/** Bytes as kilobytes (1,024 bytes) with one decimal. */
export function kb(bytes) {
  return (bytes / 1024).toFixed(1);
}

export function verdict(met) {
  return met ? 'met' : '**not met**';
}
