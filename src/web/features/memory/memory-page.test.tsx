import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { UserSchema } from '../../../shared/contracts/auth.ts';
import { SuccessResponseSchema } from '../../../shared/contracts/endpoints/success.ts';
import {
  FactResponseSchema,
  MemoryResponseSchema,
  type LearnerFact,
} from '../../../shared/contracts/memory.ts';
import { json, renderWithClient, stubFetch } from '../../../../test/web-api.tsx';
import { ThemeProvider } from '../theme/theme-provider.tsx';
import MemoryPage from './memory-page.tsx';

const api = stubFetch();

const user = UserSchema.parse({
  id: 1,
  username: 'Tom',
  email: 'tom@example.com',
  avatar: null,
  plan: 'free',
  isAdmin: false,
  isOwnerAdmin: false,
  firebaseUid: 'dev-tom',
  stripeSubscriptionId: null,
  timeZone: 'Europe/London',
  createdAt: '2026-03-01T10:00:00.000Z',
});

let nextId = 1;
const fact = (language: LearnerFact['language'], kind: LearnerFact['kind'], value: string): LearnerFact => ({
  id: nextId++,
  language,
  kind,
  value,
  source: 'partner',
  updatedAt: '2026-03-10T12:00:00.000Z',
});

/** The server's memory, as the stub keeps it between calls. */
let facts: LearnerFact[] = [];

beforeEach(() => {
  localStorage.setItem('vite-ui-theme', 'light');
  nextId = 1;
  facts = [
    // Served out of order: the page orders them by kind, and by language taught.
    fact('spanish', 'likes', 'el fútbol'),
    fact('english', 'home', 'Leeds'),
    fact('english', 'name', 'Tom'),
    fact('spanish', 'name', 'Tomás'),
    fact('english', 'work', 'a nurse'),
  ];
  api.serve(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/memory' && method === 'GET') return json(MemoryResponseSchema.parse({ facts }));
    const one = /^\/api\/memory\/facts\/(\d+)$/.exec(url);
    if (one && method === 'PUT') {
      const { value } = JSON.parse(String(init?.body)) as { value: string };
      if (!value.trim())
        return json(
          {
            code: 'VALIDATION_FAILED',
            message: 'value: Too small: expected at least 1 character',
            requestId: 'r1',
          },
          400,
        );
      const id = Number(one[1]);
      facts = facts.map((known) =>
        known.id === id ? { ...known, value: value.trim(), source: 'learner' as const } : known,
      );
      return json(FactResponseSchema.parse({ fact: facts.find((known) => known.id === id) }));
    }
    if (one && method === 'DELETE') {
      facts = facts.filter((known) => known.id !== Number(one[1]));
      return json(SuccessResponseSchema.parse({ success: true }));
    }
    const clear = /^\/api\/memory(?:\?language=(\w+))?$/.exec(url);
    if (clear && method === 'DELETE') {
      facts = clear[1] ? facts.filter((known) => known.language !== clear[1]) : [];
      return json(SuccessResponseSchema.parse({ success: true }));
    }
    return undefined;
  });
});

function renderPage() {
  return renderWithClient(
    <ThemeProvider>
      <MemoryPage user={user} />
    </ThemeProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

describe('what your teacher remembers', () => {
  it('lists the facts by language taught, each kind named, with buttons that say which fact', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'What your teacher remembers' })).toBeTruthy();
    const english = await screen.findByRole('region', { name: 'English' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'English',
      'Spanish',
    ]);
    expect(screen.queryByRole('region', { name: 'French' })).toBeNull();
    expect(
      within(english)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['NameTomEditDelete', 'Where you liveLeedsEditDelete', 'Worka nurseEditDelete']);
    expect(within(english).getByText('Leeds').getAttribute('lang')).toBe('en-US');
    expect(within(section('Spanish')).getByText('el fútbol').getAttribute('lang')).toBe('es-ES');
    expect(within(english).getByRole('button', { name: 'Edit Name: Tom' })).toBeTruthy();
    expect(within(english).getByRole('button', { name: 'Delete Where you live: Leeds' })).toBeTruthy();
    expect(within(section('Spanish')).getByRole('button', { name: 'Delete Likes: el fútbol' })).toBeTruthy();
    expect(
      within(section('Spanish')).getByRole('button', { name: 'Forget everything in Spanish' }),
    ).toBeTruthy();
  });

  it('corrects a fact in place, shows the server refusing a value, and cancels with the old value kept', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Where you live: Leeds' }));
    const field = screen.getByLabelText('Where you live') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('Leeds');

    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('value: Too small: expected at least 1 character');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);

    fireEvent.change(field, { target: { value: 'York' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const edit = await screen.findByRole('button', { name: 'Edit Where you live: York' });
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(JSON.parse(String(api.requestsTo('PUT', '/api/memory/facts/2').at(-1)?.[1]?.body))).toEqual({
      value: 'York',
    });
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Name: Tom' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Thomas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const name = screen.getByRole('button', { name: 'Edit Name: Tom' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(api.requestsTo('PUT', '/api/memory/facts/3')).toHaveLength(0);
  });

  it('deletes a fact and moves the focus to the next one, or to the page heading after the last', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Name: Tom' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Name: Tom' })).toBeNull());
    // The focus moves once the list has drawn without the fact.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Where you live: Leeds' })),
    );
    expect(api.requestsTo('DELETE', '/api/memory/facts/3')).toHaveLength(1);
    expect((await screen.findAllByText('Your teacher has forgotten it.')).length).toBeGreaterThan(0);

    // The last fact of a language: the one before it takes the focus.
    fireEvent.click(screen.getByRole('button', { name: 'Delete Work: a nurse' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete Work: a nurse' })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Where you live: Leeds' })),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete Where you live: Leeds' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'English' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('asks before forgetting everything, then shows the empty page with a conversation to start', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Forget everything' }));
    let dialog = screen.getByRole('dialog', { name: 'Forget everything your teacher remembers?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo('DELETE', '/api/memory')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'English' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Forget everything' }));
    dialog = screen.getByRole('dialog', { name: 'Forget everything your teacher remembers?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forget everything' }));
    expect(
      await screen.findByText('Your teacher has not noted anything about you yet.', { exact: false }),
    ).toBeTruthy();
    expect(api.requestsTo('DELETE', '/api/memory')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Start a conversation' }).getAttribute('href')).toBe(
      '/conversation',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('forgets one language after asking, and keeps the others', async () => {
    renderPage();
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Spanish' })).getByRole('button', {
        name: 'Forget everything in Spanish',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Forget everything your teacher noted in Spanish?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forget everything in Spanish' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Spanish' })).toBeNull());
    expect(api.requestsTo('DELETE', '/api/memory?language=spanish')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'English' })).toBeTruthy();
  });

  it('says when nothing is noted yet', async () => {
    facts = [];
    renderPage();
    expect(
      await screen.findByText(
        'Your teacher has not noted anything about you yet. Tell them about yourself in a conversation: your name, where you live, what you like…',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Forget everything' })).toBeNull();
  });
});
