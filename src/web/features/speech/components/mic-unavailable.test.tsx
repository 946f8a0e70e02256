import { fireEvent, render, screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useVoiceInput, voiceInputMode } from '../use-voice-input.ts';
import { MicButton } from './mic-button.tsx';
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
      <MicButton state={voice.state} onClick={() => void voice.toggle()} />
      <p role="status">{message}</p>
    </>
  );
}

describe('the microphone without any speech recogniser', () => {
  it('says clearly that voice input is not set up, and records nothing', async () => {
    // jsdom: no server recogniser configured in the page and no SpeechRecognition in the browser.
    expect(voiceInputMode()).toBe('unavailable');
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Record your answer' }));
    expect(await screen.findByText(/Voice input is not set up on this server/)).toBeTruthy();
    expect(screen.getByRole('button').dataset.recorderState).toBe('idle');
  });
});
