/** The promotion kit's quantity stepper: − value +, within [min, max] (max 0: no upper bound). */
import type { ReactElement } from 'react';
import './promotion-kit.css';

export interface StepperProps {
  value: number;
  min?: number;
  max?: number;
  onChange: (n: number) => void;
  /** accessible names: the field, fewer, more */
  labels: { quantity: string; decrease: string; increase: string };
  disabled?: boolean;
}

export function Stepper({ value, min = 0, max = 0, onChange, labels, disabled }: StepperProps): ReactElement {
  const canDown = !disabled && value > min;
  const canUp = !disabled && (max <= 0 || value < max);
  return (
    <span className="pk-stepper" role="group" aria-label={labels.quantity}>
      <button type="button" className="pk-step" aria-label={labels.decrease} disabled={!canDown} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output className="pk-step-value" aria-label={labels.quantity}>
        {value}
      </output>
      <button type="button" className="pk-step" aria-label={labels.increase} disabled={!canUp} onClick={() => onChange(value + 1)}>
        +
      </button>
    </span>
  );
}
