/** NiuShop's ns-switch: a round toggle with role="switch". */
import type { ReactElement } from 'react';
import './switch.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}

export function Switch({ checked, onChange, label, disabled = false }: SwitchProps): ReactElement {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      className={`ns-switch${checked ? ' ns-switch--on' : ''}`}
      onClick={() => onChange(!checked)}
    >
      <span className="ns-switch-knob" />
    </button>
  );
}
