import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithClient, stubFetch } from '../../../../../test/web-api.tsx';
import { CouponListResponseSchema, CouponSchema } from '../../../../shared/contracts/coupons.ts';
import {
  AdminQuizListResponseSchema,
  AdminQuizResponseSchema,
} from '../../../../shared/contracts/quizzes.ts';
import { ApiErrorBodySchema } from '../../../../shared/errors.ts';
import { CouponsTab } from './coupons-tab.tsx';
import { QuizzesTab } from './quizzes-tab.tsx';

const { fetchMock, serve, requestsTo } = stubFetch();
// jsdom has no layout: Radix's switch only needs the observer to exist.
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

// Every body below is built through the response schemas: a fixture the server could not send fails here.
const noCoupons = CouponListResponseSchema.parse({ coupons: [] });
const createdCoupon = {
  coupon: CouponSchema.parse({
    id: 'spring25',
    name: 'Spring',
    percent_off: 25,
    amount_off: null,
    currency: null,
    duration: 'once',
    duration_in_months: null,
    valid: true,
    max_redemptions: null,
    times_redeemed: 0,
    created: 1_763_900_000,
    applies_to_plan: null,
  }),
};
/** The item the kids form test types in, as it is sent and stored. */
const kidsQuestion = {
  type: 'picture-word',
  question: 'A is for?',
  options: ['Apple', 'Ball', 'Cat', 'Dog'],
  correctAnswer: 0,
  emoji: '🍎',
};
const noQuizzes = AdminQuizListResponseSchema.parse({ quizzes: [] });
const createdKidsQuiz = AdminQuizResponseSchema.parse({
  quiz: {
    id: 41,
    language: 'english',
    level: 1,
    title: 'ABC',
    description: 'Letters',
    localized: null,
    questions: [kidsQuestion],
    isActive: true,
    isKidsQuiz: true,
    ageGroup: '4-6',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:00:00.000Z',
  },
});

describe('the coupon dialog', { timeout: 20_000 }, () => {
  function fillCoupon() {
    const dialog = screen.getByRole('dialog', { name: 'Crear Cupón' });
    fireEvent.change(within(dialog).getByLabelText('Código'), { target: { value: 'spring25' } });
    fireEvent.change(within(dialog).getByLabelText('Nombre'), { target: { value: 'Spring' } });
    fireEvent.change(within(dialog).getByLabelText('Valor'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Cupón' }));
  }

  it('sends the coupon, says ¡Éxito! and closes', async () => {
    serve((url, init) => {
      if (url === '/api/admin/coupons') return json(noCoupons);
      if (url === '/api/admin/create-coupon' && init?.method === 'POST') return json(createdCoupon);
      return undefined;
    });
    renderWithClient(<CouponsTab />);
    expect(await screen.findByText('No hay cupones creados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cupón' }));
    fillCoupon();
    expect(await screen.findByText('Cupón creado correctamente')).toBeTruthy();
    expect(screen.getByText('¡Éxito!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[, init]] = requestsTo('POST', '/api/admin/create-coupon') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      id: 'spring25',
      name: 'Spring',
      percentOff: 25,
      duration: 'once',
    });
  });

  it("shows the Error toast with the server's refusal in the panel's Spanish and stays open when the endpoint is missing", async () => {
    serve(() => undefined);
    renderWithClient(<CouponsTab />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(
      await screen.findByText('No se pudieron cargar los datos: No hemos encontrado lo que buscas.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cupón' }));
    fillCoupon();
    expect(await screen.findByText('No hemos encontrado lo que buscas.')).toBeTruthy();
    expect(screen.queryByText(/No API route/)).toBeNull();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Crear Cupón' })).toBeTruthy();
  });

  it('shows Creando... while the plan coupons are being created, then the fallback error', async () => {
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementation((input) => {
      const url = String(input);
      if (url === '/api/admin/coupons') return Promise.resolve(json(noCoupons));
      return new Promise<Response>((resolve) => (release = resolve));
    });
    renderWithClient(<CouponsTab />);
    await screen.findByText('No hay cupones creados');
    fireEvent.click(screen.getByRole('button', { name: 'Crear Cupones por Plan' }));
    expect(await screen.findByRole('button', { name: 'Creando...' })).toBeTruthy();
    release(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    expect(await screen.findByText('Error al crear cupones específicos')).toBeTruthy();
  });
});

describe('the quizzes tab', { timeout: 20_000 }, () => {
  it('says why the list is missing instead of crashing, and still offers the four dialogs', async () => {
    serve(() => undefined);
    renderWithClient(<QuizzesTab />);
    expect(await screen.findByText(/No hemos encontrado lo que buscas/)).toBeTruthy();
    for (const name of ['Quiz Niños', 'IA Quiz Niños', 'Crear Quiz', 'Generar con IA']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('creates a kids quiz with the kids form (lesson by name, age group, active) and closes', async () => {
    serve((url, init) => {
      if (url === '/api/admin/quizzes' && (init?.method ?? 'GET') === 'GET') return json(noQuizzes);
      if (url === '/api/admin/quizzes' && init?.method === 'POST') return json(createdKidsQuiz);
      return undefined;
    });
    renderWithClient(<QuizzesTab />);
    expect(await screen.findByText('No hay quizzes para niños creados')).toBeTruthy();
    expect(screen.getByText('No hay quizzes regulares creados')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quiz Niños' }));
    const dialog = screen.getByRole('dialog', { name: 'Crear Quiz para Niños' });
    expect(within(dialog).getByLabelText('Lección').textContent).toContain('1. ABC & Numbers');
    expect(within(dialog).getByLabelText('Grupo de edad').textContent).toContain('4-6 años');
    expect(within(dialog).getByRole('switch', { name: 'Activo' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Quiz' }));
    expect(within(dialog).getAllByText('Este campo es obligatorio.')).toHaveLength(2);
    expect(requestsTo('POST', '/api/admin/quizzes')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'ABC' } });
    fireEvent.change(within(dialog).getByLabelText('Descripción'), { target: { value: 'Letters' } });
    fireEvent.change(within(dialog).getByLabelText('Texto de la pregunta'), {
      target: { value: 'A is for?' },
    });
    ['Apple', 'Ball', 'Cat', 'Dog'].forEach((option, index) =>
      fireEvent.change(within(dialog).getByLabelText(`Opción ${'ABCD'[index]}`), {
        target: { value: option },
      }),
    );
    fireEvent.change(within(dialog).getByLabelText('Emoji (opcional)'), { target: { value: '🍎' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crear Quiz' }));

    expect(await screen.findByText('Quiz para niños creado correctamente')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[, init]] = requestsTo('POST', '/api/admin/quizzes') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      language: 'english',
      level: 1,
      title: 'ABC',
      description: 'Letters',
      isActive: true,
      isKidsQuiz: true,
      ageGroup: '4-6',
      questions: [kidsQuestion],
    });
  });

  it('asks the AI for a quiz and, when the answer is unusable, says so in Spanish in the Error toast', async () => {
    serve((url, init) => {
      if (url === '/api/admin/quizzes') return json(noQuizzes);
      if (url === '/api/admin/generate-quiz' && init?.method === 'POST') {
        return json(
          ApiErrorBodySchema.parse({
            code: 'PROVIDER_ERROR',
            message: 'The AI answer was not a valid quiz: question 3 has 3 options',
            requestId: 'r',
          }),
          502,
        );
      }
      return undefined;
    });
    renderWithClient(<QuizzesTab />);
    await screen.findByText('No hay quizzes regulares creados');
    fireEvent.click(screen.getByRole('button', { name: 'Generar con IA' }));
    const dialog = screen.getByRole('dialog', { name: 'Generar Quiz con IA' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generar' }));
    expect(within(dialog).getByText('Escribe un tema.')).toBeTruthy();
    expect(requestsTo('POST', '/api/admin/generate-quiz')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Tema'), { target: { value: '  At the airport ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generar' }));
    expect(await screen.findByText('Ha fallado un servicio externo. Inténtalo de nuevo.')).toBeTruthy();
    expect(screen.queryByText(/The AI answer was not a valid quiz/)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Generar Quiz con IA' })).toBeTruthy();
    const [[, init]] = requestsTo('POST', '/api/admin/generate-quiz') as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ language: 'english', level: 1, topic: 'At the airport' });
  });
});
