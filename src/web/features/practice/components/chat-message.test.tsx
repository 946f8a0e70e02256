import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { TEACHERS } from '../../../../shared/domain/teachers.ts';
import { loadCatalogues } from '../../../lib/i18n.ts';
import { TeacherMessage } from './chat-message.tsx';

const REPLY = '¡Hola! Soy Lucía, de Madrid. ¿Cómo te llamas?';

afterEach(() => i18next.changeLanguage('en'));

function renderReply(interruptedAt?: number) {
  return render(
    <ol>
      <TeacherMessage teacher={TEACHERS.spanish} content={REPLY} interruptedAt={interruptedAt} />
    </ol>,
  );
}

describe('a teacher message', () => {
  it('heard whole shows all its words and no label', () => {
    renderReply();
    expect(screen.getByTestId('ai-message').textContent).toContain(REPLY);
    expect(screen.queryByTestId('interrupted')).toBeNull();
    expect(screen.queryByTestId('unheard')).toBeNull();
  });

  it('cut into shows the part heard, the rest muted and struck through, said to be not heard', () => {
    renderReply(27);
    expect(screen.getByTestId('interrupted').textContent).toBe('Interrupted');
    const unheard = screen.getByTestId('unheard');
    expect(unheard.className).toContain('line-through');
    expect(unheard.className).toContain('text-muted-foreground');
    expect(unheard.textContent).toBe(' (not heard: . ¿Cómo te llamas?)');
    const bubble = unheard.parentElement!;
    expect(bubble.firstChild!.textContent).toBe('¡Hola! Soy Lucía, de Madrid');
    const note = [...unheard.querySelectorAll('.sr-only')].map((element) => element.textContent);
    expect(note).toEqual([' (not heard: ', ')']);
  });

  it('cut into after its last word has a label and nothing struck through', () => {
    renderReply(REPLY.length);
    expect(screen.getByTestId('interrupted')).toBeTruthy();
    expect(screen.queryByTestId('unheard')).toBeNull();
  });

  it('is labelled in Spanish and French too', async () => {
    await i18next.changeLanguage('es');
    await loadCatalogues(['practice']);
    const spanish = renderReply(5);
    expect(screen.getByTestId('interrupted').textContent).toBe('Interrumpido');
    spanish.unmount();

    await i18next.changeLanguage('fr');
    await loadCatalogues(['practice']);
    renderReply(5);
    expect(screen.getByTestId('interrupted').textContent).toBe('Interrompu');
    expect(screen.getByTestId('unheard').textContent).toContain('non entendu\u00a0:');
  });
});
