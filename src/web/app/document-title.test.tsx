import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { changeInterfaceLanguage } from '../lib/i18n.ts';
import { DocumentTitle } from './document-title.tsx';

afterEach(async () => {
  await changeInterfaceLanguage('en', false);
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <DocumentTitle />
    </Router>,
  );
  return location;
}

describe('the page title', () => {
  it('names the page in the interface language, and follows the language when it changes', async () => {
    renderAt('/dashboard');
    await waitFor(() => expect(document.title).toBe('Dashboard · LinguaCoach'));
    await act(() => changeInterfaceLanguage('es', false));
    await waitFor(() => expect(document.title).toBe('Panel · LinguaCoach'));
    await act(() => changeInterfaceLanguage('fr', false));
    await waitFor(() => expect(document.title).toBe('Tableau de bord · LinguaCoach'));
  });

  it('follows the route: the sign-in page, a signed-in page and an unknown path', async () => {
    await changeInterfaceLanguage('es', false);
    const location = renderAt('/');
    await waitFor(() => expect(document.title).toBe('LinguaCoach — Aprende idiomas con IA'));
    act(() => location.navigate('/subscribe'));
    await waitFor(() => expect(document.title).toBe('Planes de suscripción · LinguaCoach'));
    act(() => location.navigate('/memory'));
    await waitFor(() => expect(document.title).toBe('Lo que recuerda tu profesora · LinguaCoach'));
    act(() => location.navigate('/nowhere'));
    await waitFor(() => expect(document.title).toBe('Página no encontrada · LinguaCoach'));
  });

  it('titles the placement test of a language as the language chooser, and nothing deeper', async () => {
    const location = renderAt('/placement');
    await waitFor(() => expect(document.title).toBe('Find your level · LinguaCoach'));
    act(() => location.navigate('/placement/spanish'));
    await waitFor(() => expect(document.title).toBe('Find your level · LinguaCoach'));
    act(() => location.navigate('/placement/spanish/more'));
    await waitFor(() => expect(document.title).toBe('Page Not Found · LinguaCoach'));
  });
});
