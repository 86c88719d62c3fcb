/**
 * A row of digit boxes over one real input (numeric keyboard, paste, autofill all work): the SMS
 * code and the 6-digit pay password. `mask` shows dots instead of digits.
 */
import type { ReactElement } from 'react';
import './code-boxes.css';

export interface CodeBoxesProps {
  length: number;
  value: string;
  onChange: (value: string) => void;
  /** Accessible name of the input. */
  label: string;
  mask?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  name?: string;
}

export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D+/g, '').slice(0, max);
}

export function CodeBoxes({ length, value, onChange, label, mask = false, disabled = false, autoFocus = false, name }: CodeBoxesProps): ReactElement {
  const boxes = [];
  for (let i = 0; i < length; i++) {
    const ch = value[i];
    const cls = `cb-box${ch ? ' cb-box--filled' : ''}${i === value.length ? ' cb-box--current' : ''}`;
    boxes.push(
      <span key={i} className={cls} aria-hidden="true">
        {ch ? (mask ? '●' : ch) : ''}
      </span>,
    );
  }
  return (
    <div className={`cb-row${disabled ? ' cb-row--disabled' : ''}`} data-length={length}>
      <input
        className="cb-input"
        name={name}
        type={mask ? 'password' : 'text'}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete={mask ? 'off' : 'one-time-code'}
        maxLength={length}
        value={value}
        aria-label={label}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(e) => onChange(digitsOnly(e.target.value, length))}
      />
      {boxes}
    </div>
  );
}
