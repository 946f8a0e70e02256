import { render, screen, waitFor } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useVoiceInput } from '../use-voice-input.ts';
import { forgetBrowserRecognitionVerdict } from '../voice-availability.ts';
import { MicButton, VoiceUnavailableNote } from './mic-button.tsx';
import { VOICE_ERROR_KEYS } from './pronunciation-panel.tsx';
import i18next from '../../../lib/i18n.ts';

function Harness() {
  const [message, setMessage] = useState('');
  const handlers = useMemo(
    () => ({
      onTranscript: () => setMessage('transcript'),
      onError: (error: keyof typeof VOICE_ERROR_KEYS) => setMessage(i18next.t(VOICE_ERROR_KEYS[error])),
    }),
    [],
  );
  const voice = useVoiceInput({ id: 1, language: 'spanish' }, handlers);
  return (
    <>
      <MicButton
        state={voice.state}
        onClick={() => void voice.toggle()}
        mode={voice.mode}
        unavailableNoteId="note"
      />
      {voice.mode === 'unavailable' ? <VoiceUnavailableNote id="note" /> : null}
      <p role="status">{message}</p>
    </>
  );
}

/**
 * A browser recogniser that fails with `error` soon after it starts, or hears the microphone and runs
 * quietly when none; `{ hearsMicrophone: false }` stays waiting (a permission prompt left open).
 */
function stubRecogniser(error?: string, { hearsMicrophone = true } = {}) {
  const started = vi.fn();
  const aborted = vi.fn();
  class FakeRecognition {
    lang = '';
    interimResults = false;
    continuous = false;
    onresult = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    onaudiostart: (() => void) | null = null;
    start() {
      started();
      if (!error && hearsMicrophone) setTimeout(() => this.onaudiostart?.(), 20);
      if (error)
        setTimeout(() => {
          this.onerror?.({ error });
          this.onend?.();
        }, 20);
    }
    stop() {}
    abort() {
      aborted();
    }
  }
  vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  return { started, aborted };
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetBrowserRecognitionVerdict();
});

describe('the microphone, where no speech recogniser can work', () => {
  it('is disabled from the start, with a note saying why and what the operator can set up', () => {
    // jsdom: no server recogniser configured in the page and no SpeechRecognition in the browser.
    render(<Harness />);
    const mic = screen.getByRole('button', { name: 'Record your answer' });
    expect(mic.hasAttribute('disabled')).toBe(true);
    const note = screen.getByTestId('voice-unavailable');
    expect(note.textContent).toMatch(/Voice input is not available here/);
    expect(note.textContent).toMatch(/administrator can turn voice input on/);
    expect(mic.getAttribute('aria-describedby')).toBe(note.id);
    expect(mic.dataset.recorderState).toBe('idle');
  });

  it.each(['network', 'not-allowed', 'service-not-allowed'])(
    'is disabled when the browser recogniser fails with %s once started, before anyone speaks',
    async (error) => {
      const recogniser = stubRecogniser(error);
      render(<Harness />);
      const mic = screen.getByRole('button', { name: 'Record your answer' });
      // Disabled while the recogniser is tried, then for good.
      expect(mic.hasAttribute('disabled')).toBe(true);
      expect(await screen.findByTestId('voice-unavailable')).toBeTruthy();
      expect(mic.hasAttribute('disabled')).toBe(true);
      expect(recogniser.started).toHaveBeenCalledTimes(1);
    },
  );

  it('stays disabled while the browser has not started hearing the microphone', async () => {
    stubRecogniser(undefined, { hearsMicrophone: false });
    render(<Harness />);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const mic = screen.getByRole('button', { name: 'Record your answer' });
    expect(mic.hasAttribute('disabled')).toBe(true);
    expect(mic.dataset.voiceMode).toBe('checking');
    expect(screen.queryByTestId('voice-unavailable')).toBeNull();
  });

  it('is offered once the browser recogniser has run without failing, tried once per page load', async () => {
    const recogniser = stubRecogniser();
    const first = render(<Harness />);
    await waitFor(
      () =>
        expect(screen.getByRole('button', { name: 'Record your answer' }).hasAttribute('disabled')).toBe(
          false,
        ),
      { timeout: 3000 },
    );
    expect(recogniser.aborted).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('voice-unavailable')).toBeNull();
    first.unmount();

    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Record your answer' }).hasAttribute('disabled')).toBe(false);
    expect(recogniser.started).toHaveBeenCalledTimes(1);
  });
});
