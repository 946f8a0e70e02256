import { describe, expect, it } from 'vitest';
import { checkSandboxCard } from './sandbox-cards.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('sandbox cards', () => {
  it('accepts 4242 4242 4242 4242', () => {
    expect(checkSandboxCard(good, NOW)).toBeNull();
    expect(checkSandboxCard({ ...good, cardNumber: '4242424242424242' }, NOW)).toBeNull();
  });

  it('declines 4000 0000 0000 0002 with the provider-style message', () => {
    expect(checkSandboxCard({ ...good, cardNumber: '4000 0000 0000 0002' }, NOW)).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it('refuses a mistyped number, a bad or past expiry and a missing security code', () => {
    expect(checkSandboxCard({ ...good, cardNumber: '4242 4242 4242 4241' }, NOW)?.code).toBe(
      'incorrect_number',
    );
    expect(checkSandboxCard({ ...good, expiry: '13/30' }, NOW)?.code).toBe('incomplete_expiry');
    expect(checkSandboxCard({ ...good, expiry: '02/26' }, NOW)?.code).toBe('expired_card');
    expect(checkSandboxCard({ ...good, expiry: '03/26' }, NOW)).toBeNull();
    expect(checkSandboxCard({ ...good, cvc: '1' }, NOW)?.code).toBe('incomplete_cvc');
  });

  it('declines other valid numbers, naming the card that works', () => {
    expect(checkSandboxCard({ ...good, cardNumber: '5555 5555 5555 4444' }, NOW)?.message).toMatch(
      /4242 4242 4242 4242/,
    );
  });
});
