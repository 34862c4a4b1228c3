/**
 * A one-line progress bar for long work, on stderr so stdout stays clean for pipes. It draws only
 * on a terminal (and never under --json); finished lines are printed either way.
 */

export interface Progress {
  update(label: string, done: number, total: number): void;
  /** Prints a finished line (clearing the bar first). */
  done(line: string): void;
  /** Removes the bar. */
  clear(): void;
}

export function progressBar(stream: NodeJS.WriteStream = process.stderr, enabled = true): Progress {
  const draw = enabled && stream.isTTY === true;
  let drawn = false;
  return {
    update(label, done, total) {
      if (!draw) return;
      const width = 24;
      const filled = total > 0 ? Math.min(width, Math.round((done / total) * width)) : 0;
      stream.write(
        `\r\x1b[2K${label.padEnd(32)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`,
      );
      drawn = true;
    },
    done(line) {
      stream.write(`${drawn ? '\r\x1b[2K' : ''}${line}\n`);
      drawn = false;
    },
    clear() {
      if (drawn) stream.write('\r\x1b[2K');
      drawn = false;
    },
  };
}
