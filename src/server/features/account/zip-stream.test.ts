import { setTimeout as sleep } from 'node:timers/promises';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream } from './zip-stream.ts';

async function* pieces(list: string[]) {
  for (const piece of list) yield piece;
}

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('zipStream', () => {
  it('writes each file from its pieces, multi-byte text split across slices included', async () => {
    const long = 'é✓😀'.repeat(20_000); // 180,000 bytes: several slices, characters cut between them
    const stream = zipStream(
      [
        { name: 'a.json', content: pieces(['[', '1,', '2]']) },
        { name: 'b.txt', content: pieces([long, 'end']) },
      ],
      { modifiedAt: new Date('2026-11-28T00:00:00Z'), onError: () => {} },
    );
    const files = unzipSync(new Uint8Array(await collect(stream)));
    expect(strFromU8(files['a.json']!)).toBe('[1,2]');
    expect(strFromU8(files['b.txt']!)).toBe(`${long}end`);
  });

  it('stops reading when the client goes', async () => {
    let pulled = 0;
    async function* endless() {
      for (;;) {
        pulled += 1;
        yield 'x'.repeat(1000);
      }
    }
    const stream = zipStream([{ name: 'endless.json', content: endless() }], {
      modifiedAt: new Date(),
      onError: () => {},
    });
    stream.once('data', () => stream.destroy());
    stream.resume();
    await sleep(100);
    const afterClose = pulled;
    await sleep(100);
    expect(pulled).toBe(afterClose);
    expect(afterClose).toBeLessThan(1000);
  });

  it('ends the archive with an error when a file fails, and reports it', async () => {
    const errors: unknown[] = [];
    async function* failing() {
      yield '[';
      throw new Error('the database went away');
    }
    const stream = zipStream([{ name: 'x.json', content: failing() }], {
      modifiedAt: new Date(),
      onError: (error) => errors.push(error),
    });
    await expect(collect(stream)).rejects.toThrow('the database went away');
    expect(errors).toHaveLength(1);
  });
});
