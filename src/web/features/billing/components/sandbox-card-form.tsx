import { FlaskConical } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { describeError } from '../../../lib/api-client.ts';
import { useConfirmSandboxCard } from '../api/confirm-sandbox-card.ts';
import { Input } from '../../../components/ui/input.tsx';
import type { PaymentFormProps } from './payment-form-props.ts';

/**
 * The development sandbox's card form, labelled so nobody mistakes it for a real checkout. The server's
 * sandbox decides like the provider would: 4242… pays, 4000 0000 0000 0002 is declined.
 */
export function SandboxCardForm({ clientSecret, payLabel, busy, onPaid, onFailed }: PaymentFormProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const ids = { number: useId(), expiry: useId(), cvc: useId() };
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const confirm = useConfirmSandboxCard();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    confirm.mutate(
      { clientSecret, ...card },
      {
        onSuccess: (result) => {
          if (result.error) onFailed(result.error.message);
          else if (result.status === 'succeeded') onPaid(result.paymentIntentId);
          else onFailed(result.status);
        },
        onError: (error) => onFailed(describeError(error, t('billing.payment.initErrorFallback'))),
      },
    );
  }

  const isBusy = busy || confirm.isPending;
  return (
    <form onSubmit={onSubmit} aria-labelledby={legendId} className="grid gap-4" noValidate>
      <div className="rounded-md border border-dashed border-primary/60 bg-primary/5 p-3">
        <h3 id={legendId} className="flex items-center gap-2 font-semibold">
          <FlaskConical className="size-4" aria-hidden />
          {t('billing.sandbox.legend')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('billing.sandbox.description')}</p>
      </div>
      <CardField
        id={ids.number}
        label={t('billing.sandbox.cardNumber')}
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        value={card.cardNumber}
        onChange={(cardNumber) => setCard({ ...card, cardNumber })}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField
          id={ids.expiry}
          label={t('billing.sandbox.expiry')}
          placeholder="12/34"
          maxLength={7}
          value={card.expiry}
          onChange={(expiry) => setCard({ ...card, expiry })}
        />
        <CardField
          id={ids.cvc}
          label={t('billing.sandbox.cvc')}
          placeholder="123"
          maxLength={4}
          value={card.cvc}
          onChange={(cvc) => setCard({ ...card, cvc })}
        />
      </div>
      <Button type="submit" size="lg" disabled={isBusy}>
        {isBusy ? t('billing.checkout.paying') : payLabel}
      </Button>
    </form>
  );
}

/** One labelled, numeric card field. */
function CardField(props: {
  id: string;
  label: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <Input
        id={props.id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        required
      />
    </div>
  );
}
