import { useId } from 'react';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';

/** A 4-digit PIN field: digits only, masked, at most four (the server checks the PIN itself). */
export function PinField({
  label,
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (pin: string) => void;
  autoComplete: 'new-password' | 'off';
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="password"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={4}
        required
        className="w-32 tracking-[0.5em]"
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
      />
    </div>
  );
}
