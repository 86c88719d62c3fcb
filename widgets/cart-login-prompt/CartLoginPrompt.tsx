import type { ReactElement } from 'react';
import { defaultsFromSchema } from '../../src/renderer/defaults.ts';
import type { WidgetProps } from '../../src/renderer/types.ts';
import { getActionEnv } from '../../src/actions/env.ts';
import { t } from '../../src/i18n/index.ts';
import { EmptyState } from '../../src/shell/EmptyState.tsx';
import { useLanguage } from '../../src/shell/text.ts';
import type { CartLoginPromptProps } from './props.gen.ts';
import schema from './props.schema.json';
import '../cart-list/cart.css';

export const defaults = defaultsFromSchema<CartLoginPromptProps>(schema);

export default function CartLoginPrompt({ props }: WidgetProps<CartLoginPromptProps>): ReactElement {
  useLanguage();
  const env = getActionEnv();
  return (
    <div className="ct ct-guest" data-testid="cart-guest">
      <EmptyState
        text={
          <>
            <div>{props.title || t('cart.guestTitle')}</div>
            <div className="ct-empty-sub">{props.text || t('cart.guestSub')}</div>
          </>
        }
        buttonText={t('cart.goLogin')}
        onButton={() => env.navigator.navigate(env.loginPath(props.back || '/pages/goods/cart'))}
      />
    </div>
  );
}
