import { describe, expect, it } from 'vitest';
import { wavFromSamples } from './wav.ts';

describe('wavFromSamples', () => {
  it('writes a mono 16-bit PCM WAV header around the samples', async () => {
    const samples = new Float32Array(16_000 * 1.5).map((_, index) => Math.sin(index / 10));
    const blob = wavFromSamples(samples, 16_000);
    expect(blob.type).toBe('audio/wav');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const view = new DataView(bytes.buffer);
    const text = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(bytes.length - 8);
    expect([view.getUint16(20, true), view.getUint16(22, true)]).toEqual([1, 1]);
    expect([view.getUint32(24, true), view.getUint32(28, true)]).toEqual([16_000, 32_000]);
    expect([view.getUint16(32, true), view.getUint16(34, true)]).toEqual([2, 16]);
    // 1.5 s of 16-bit samples at 16 kHz.
    expect(view.getUint32(40, true)).toBe(48_000);
  });

  it('clips samples beyond full scale instead of wrapping them', async () => {
    const blob = wavFromSamples(new Float32Array([2, -2, 0.5]), 16_000);
    const view = new DataView(await blob.arrayBuffer());
    expect([view.getInt16(44, true), view.getInt16(46, true), view.getInt16(48, true)]).toEqual([
      32767, -32768, 16383,
    ]);
  });
});
