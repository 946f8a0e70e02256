import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { strToU8, Zip, ZipDeflate } from 'fflate';

/** How many bytes are compressed in one go before the event loop gets a turn. */
const SLICE_BYTES = 32 * 1024;

/** One file of an archive: its name and its text, produced piece by piece. */
export interface ArchiveFile {
  name: string;
  content: AsyncIterable<string>;
}

/** Waits until the stream wants more, or has gone (the client left). */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * A zip archive written as its files' pieces arrive: each piece is compressed when it comes, in slices
 * with a turn of the event loop between them, so a long history never holds other requests up; the archive
 * waits while the client is slower than the database, and stops when the client goes (decision 160).
 */
export function zipStream(
  files: Iterable<ArchiveFile>,
  options: { modifiedAt: Date; onError: (error: unknown) => void },
): Readable {
  const output = new PassThrough();
  const zip = new Zip((error, data, final) => {
    if (error) {
      output.destroy(error);
      return;
    }
    output.write(data);
    if (final) output.end();
  });
  void (async () => {
    for (const file of files) {
      const entry = new ZipDeflate(file.name, { level: 6 });
      entry.mtime = options.modifiedAt;
      zip.add(entry);
      for await (const piece of file.content) {
        const bytes = strToU8(piece);
        // Compressed a slice at a time, each in a turn of its own: a few milliseconds each.
        for (let start = 0; start < bytes.length; start += SLICE_BYTES) {
          if (output.destroyed) return;
          entry.push(bytes.subarray(start, start + SLICE_BYTES));
          await drained(output);
          await nextTurn();
        }
      }
      entry.push(new Uint8Array(0), true);
    }
    zip.end();
  })().catch((error: unknown) => {
    options.onError(error);
    zip.terminate();
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}
