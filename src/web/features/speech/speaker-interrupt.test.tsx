import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/web-api.tsx';
import { useSpeaker } from './speaker.ts';

const { serve, fetchMock } = stubFetch();

/** The clips each element was asked to play, and a way to move its playback on. */
let started: string[] = [];
let clip = 0;

beforeAll(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => `blob:clip-${++clip}` }));
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    started.push(this.src);
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
    this.onpause?.(new Event('pause'));
  });
});
afterAll(() => vi.restoreAllMocks());
beforeEach(() => {
  started = [];
  serve(() => new Response('RIFF', { status: 200, headers: { 'content-type': 'audio/wav' } }));
});

/** Puts the element `share` of the way through a clip of two seconds. */
function playedShare(element: HTMLAudioElement, share: number) {
  Object.defineProperty(element, 'duration', { value: 2, configurable: true });
  Object.defineProperty(element, 'currentTime', { value: 2 * share, configurable: true });
}

function end(element: HTMLAudioElement) {
  element.onended?.(new Event('ended'));
}

describe('a reply the learner cuts into (decision 212)', () => {
  it('counts whole sentences heard and the share of the one playing, and speaks nothing after', async () => {
    const { result } = renderHook(() => useSpeaker({ id: 5, language: 'spanish' }));
    const reply = '¡Qué bien! Me encanta la paella. ¿Dónde la comes?';
    act(() => result.current.feed('¡Qué bien! Me encanta '));
    act(() => result.current.feed('la paella. ¿Dónde'));
    const element = result.current.getAudio()!;
    await waitFor(() => expect(started).toHaveLength(1));
    // The first sentence ends; the second starts and is half spoken when the learner cuts in.
    act(() => end(element));
    await waitFor(() => expect(started).toHaveLength(2));
    playedShare(element, 0.5);
    let heard = 0;
    act(() => {
      heard = result.current.interrupt();
    });
    const second = 'Me encanta la paella.';
    expect(heard).toBe(reply.indexOf(second) + Math.floor(second.length / 2));
    expect(element.paused).toBe(true);

    // The rest of the reply arrives and is never asked for or spoken.
    const asked = fetchMock.mock.calls.length;
    act(() => result.current.feed(' la comes? '));
    await act(() => result.current.finish());
    expect(fetchMock.mock.calls.length).toBe(asked);
    expect(started).toHaveLength(2);
  });

  it('holds the voice at a first sound and goes on from the same place if it was a noise', async () => {
    const { result } = renderHook(() => useSpeaker({ id: 5, language: 'spanish' }));
    act(() => result.current.feed('Hola. ¿Qué tal estás hoy? Yo'));
    const element = result.current.getAudio()!;
    await waitFor(() => expect(started).toHaveLength(1));
    act(() => result.current.pause());
    expect(element.paused).toBe(true);
    // A held clip is not over: the next sentence does not start.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(started).toHaveLength(1);
    act(() => result.current.resume());
    expect(started).toEqual([started[0], started[0]]);
    act(() => end(element));
    await waitFor(() => expect(started).toHaveLength(3));
  });

  it('a reply spoken whole counts from its start, and a new reply is spoken again after a stop', async () => {
    const { result } = renderHook(() => useSpeaker({ id: 5, language: 'spanish' }));
    act(() => void result.current.speak({ id: 9, content: 'Buenos días. ¿Qué tal?' }));
    const element = result.current.getAudio()!;
    await waitFor(() => expect(started).toHaveLength(1));
    playedShare(element, 0.25);
    let heard = 0;
    act(() => {
      heard = result.current.interrupt();
    });
    expect(heard).toBe(Math.floor('Buenos días. ¿Qué tal?'.length * 0.25));
    act(() => result.current.stop());
    act(() => result.current.feed('Vale. Hablemos. '));
    await waitFor(() => expect(started).toHaveLength(2));
  });
});
