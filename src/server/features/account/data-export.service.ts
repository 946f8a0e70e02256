import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock.ts';
import type { Db } from '../../db/client.ts';
import { PERSONAL_DATA } from './personal-data.ts';
import { zipStream, type ArchiveFile } from './zip-stream.ts';

/** A table's pages as one JSON array, a page per piece. */
async function* jsonArray(pages: AsyncIterable<readonly object[]>): AsyncGenerator<string> {
  let first = true;
  yield '[';
  for await (const page of pages) {
    let piece = '';
    for (const row of page) {
      piece += (first ? '\n  ' : ',\n  ') + JSON.stringify(row);
      first = false;
    }
    yield piece;
  }
  yield first ? ']\n' : '\n]\n';
}

async function* text(value: string): AsyncGenerator<string> {
  yield value;
}

function readme(appName: string, exportedAt: Date): string {
  const lines = [
    `${appName}: your data, as stored on ${exportedAt.toISOString()}`,
    '',
    'Each file is a JSON array of rows; times are ISO 8601 in UTC.',
    '',
    ...PERSONAL_DATA.map((entry) => `${entry.file.padEnd(26)} ${entry.about}`),
    '',
  ];
  return lines.join('\n');
}

/**
 * The learner's data archive (GDPR articles 15 and 20; decision 160): one JSON file per table that
 * holds their rows, read a page at a time and zipped as it is read.
 */
export function createDataExportService(deps: {
  db: Db;
  clock: Clock;
  appName: string;
  log: FastifyBaseLogger;
}) {
  const { db, clock, appName, log } = deps;
  return {
    archive(userId: number): { fileName: string; stream: Readable } {
      const now = clock.now();
      const files: ArchiveFile[] = [
        { name: 'README.txt', content: text(readme(appName, now)) },
        ...PERSONAL_DATA.map((entry) => ({ name: entry.file, content: jsonArray(entry.rows(db, userId)) })),
      ];
      const stream = zipStream(files, {
        modifiedAt: now,
        onError: (error) => log.error({ err: error, userId }, 'a data export failed while it was written'),
      });
      const slug = appName.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'data';
      return { fileName: `${slug}-data-${now.toISOString().slice(0, 10)}.zip`, stream };
    },
  };
}

export type DataExportService = ReturnType<typeof createDataExportService>;
