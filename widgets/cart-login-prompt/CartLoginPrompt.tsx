import type { ReactElement } from 'react';
import { EmptyState, getActionEnv, t, useGuestCartStore, useLanguage, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type CartLoginPromptProps } from './props.gen.ts';
import '../../src/sdk/styles/cart.css';

export { defaults };

export default function CartLoginPrompt({ props }: WidgetProps<CartLoginPromptProps>): ReactElement {
  useLanguage();
  const hasLines = useGuestCartStore((s) => s.lines.length > 0);
  const env = getActionEnv();
  const login = () => env.navigator.navigate(env.loginPath(props.back || '/pages/goods/cart'));
  const title = props.title || t('cart.guestTitle');
  // Goods in the guest cart (listed below by the cart list): a bar above them.
  if (hasLines) {
    return (
      <div className="ct ct-guest ct-guest--bar" data-testid="cart-guest">
        <div className="ct-guest-bar">
          <div className="ct-guest-text">
            <div className="ct-guest-title">{title}</div>
            <div className="ct-guest-sub">{props.barText || t('cart.guestBar')}</div>
          </div>
          <button type="button" className="ct-guest-login" onClick={login}>
            {t('cart.goLogin')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="ct ct-guest" data-testid="cart-guest">
      <EmptyState
        text={
          <>
            <div>{title}</div>
            <div className="ct-empty-sub">{props.text || t('cart.guestSub')}</div>
          </>
        }
        buttonText={t('cart.goLogin')}
        onButton={login}
      />
    </div>
  );
}
