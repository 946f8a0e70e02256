import { describe, expect, it } from 'vitest';
import type { User } from '../shared/contracts/auth.ts';
import app from './locales/es/app.json';
import errors from './locales/es/errors.json';
import { renderPage } from './render-page.tsx';

const config = {
  appName: 'Acme Lingua',
  companyName: 'Acme & Co',
  identity: 'google',
  speechToText: false,
} as const;
const catalogue = { ...app, ...errors };

describe('the markup the server puts into the page', () => {
  it("draws the login page in the visitor's language with the deployment's names", async () => {
    const markup = await renderPage({ path: '/', language: 'es', catalogue, config });
    expect(markup).toContain(
      '<h1 class="text-3xl font-extrabold tracking-tight sm:text-5xl">Aprende idiomas con IA</h1>',
    );
    expect(markup).toContain('Continuar con Google');
    expect(markup).toContain('Acme Lingua');
    expect(markup).toContain(`© ${new Date().getFullYear()} Acme &amp; Co.`);
    // Until the sign-in state is known, the button waits, as the app's first render has it.
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*>.*?Continuar con Google<\/button>/);
  });

  it("draws a signed-in person's dashboard with their name, escaped, and their data still to come", async () => {
    const user: User = {
      id: 7,
      username: 'Ana </script><script>alert(1)</script>',
      email: 'ana@example.org',
      avatar: null,
      plan: 'free',
      isAdmin: false,
      isOwnerAdmin: false,
      firebaseUid: 'subject-ana',
      stripeSubscriptionId: null,
      timeZone: 'Europe/Madrid',
      interfaceLanguage: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    const markup = await renderPage({ path: '/dashboard', language: 'es', catalogue, config, user });
    expect(markup).toContain('¡Hola de nuevo, Ana &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;!');
    expect(markup).not.toContain('<script>');
    expect(markup).toContain('data-testid="stat-sessions">—</p>');
  });
});
