import { describe, expect, it } from 'vitest';
import { toneWav } from '../../../../test/multipart.ts';
import { readWavInfo } from './wav.ts';

/** A copy of a WAV file whose header claims another byte rate (offset 28 of a plain 44-byte header). */
function withByteRate(wav: Buffer, byteRate: number): Buffer {
  const forged = Buffer.from(wav);
  forged.writeUInt32LE(byteRate, 28);
  return forged;
}

describe('readWavInfo', () => {
  it('reads the played length of a plain PCM recording', () => {
    expect(readWavInfo(toneWav(2.5, 8000))).toMatchObject({
      channels: 1,
      sampleRate: 8000,
      bitsPerSample: 16,
      durationSeconds: 2.5,
    });
  });

  it('measures the length from the samples, whatever byte rate the header claims', () => {
    const wav = toneWav(130, 8000);
    // 100 times the real byte rate: a reader trusting it would see 1.3 s.
    expect(readWavInfo(withByteRate(wav, 8000 * 2 * 100))!.durationSeconds).toBe(130);
    expect(readWavInfo(withByteRate(wav, 0))!.durationSeconds).toBe(130);
  });

  it('refuses a header whose samples cannot be counted', () => {
    const compressed = Buffer.from(toneWav(1, 8000));
    compressed.writeUInt16LE(2, 20); // Microsoft ADPCM
    expect(readWavInfo(compressed)).toBeUndefined();
    const noChannels = Buffer.from(toneWav(1, 8000));
    noChannels.writeUInt16LE(0, 22);
    expect(readWavInfo(noChannels)).toBeUndefined();
    const oddBits = Buffer.from(toneWav(1, 8000));
    oddBits.writeUInt16LE(12, 34);
    expect(readWavInfo(oddBits)).toBeUndefined();
    const noRate = Buffer.from(toneWav(1, 8000));
    noRate.writeUInt32LE(0, 24);
    expect(readWavInfo(noRate)).toBeUndefined();
  });
});
