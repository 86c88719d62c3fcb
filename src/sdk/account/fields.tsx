/** The pieces the account forms are made of (NiuShop's login look, see account.css). */
import type { HTMLAttributes, ReactElement, ReactNode } from 'react';

export function AccountHeader({ title, prompt, linkText, onLink }: { title: string; prompt?: string; linkText?: string; onLink?: () => void }): ReactElement {
  return (
    <div className="acc-header">
      <h1 className="acc-title">{title}</h1>
      {linkText ? (
        <div className="acc-sub">
          {prompt}
          <button type="button" className="acc-link" onClick={onLink}>
            {linkText}
          </button>
        </div>
      ) : prompt ? (
        <div className="acc-sub">{prompt}</div>
      ) : null}
    </div>
  );
}

export interface TextFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'password' | 'tel';
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  /** Shown before the input (area code, label). */
  before?: ReactNode;
  /** Shown after it (captcha image, SMS button, links). */
  after?: ReactNode;
}

/** One underlined row: [before] input [after]. */
export function TextField({ name, value, onChange, placeholder, type = 'text', maxLength, inputMode, autoComplete, before, after }: TextFieldProps): ReactElement {
  return (
    <div className="acc-row" data-field={name}>
      {before}
      <input
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        aria-label={placeholder || name}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete ?? 'off'}
        onChange={(e) => onChange(e.target.value)}
      />
      {after}
    </div>
  );
}

/** The round agreement tick box and its text (links inside). */
export function AgreementLine({ checked, onToggle, label, children }: { checked: boolean; onToggle: () => void; label: string; children: ReactNode }): ReactElement {
  return (
    <div className="acc-agree">
      <button type="button" role="checkbox" aria-checked={checked} aria-label={label} className="acc-check" onClick={onToggle} />
      <span>{children}</span>
    </div>
  );
}
