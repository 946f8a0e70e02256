/**
 * The sandbox's card rules, modelled on the provider's test cards: 4242 4242 4242 4242 is accepted,
 * 4000 0000 0000 0002 is declined, anything else is refused with the message a card form would show.
 */
const SANDBOX_ACCEPTED_CARD = '4242424242424242';
const SANDBOX_DECLINED_CARD = '4000000000000002';

export interface CardError {
  code: string;
  message: string;
}

export interface SandboxCard {
  cardNumber: string;
  /** MM/YY (spaces allowed). */
  expiry: string;
  cvc: string;
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Null when the card pays; otherwise the error the card form shows. */
export function checkSandboxCard(card: SandboxCard, now: Date): CardError | null {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(card.expiry);
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    return { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
  }
  const year = 2000 + Number(expiry[2]);
  // A card is good until the end of its expiry month.
  if (Date.UTC(year, month, 1) <= now.getTime()) {
    return { code: 'expired_card', message: 'Your card has expired.' };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  }
  if (digits === SANDBOX_ACCEPTED_CARD) return null;
  if (digits === SANDBOX_DECLINED_CARD) return { code: 'card_declined', message: 'Your card was declined.' };
  return {
    code: 'card_declined',
    message: 'Your card was declined. The sandbox accepts only the test card 4242 4242 4242 4242.',
  };
}
