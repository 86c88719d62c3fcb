import { useState, type ReactElement } from 'react';
import { PrivacyDialog, usePagePopup, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type PrivacyPopupProps } from './props.gen.ts';
import '../../src/sdk/account/account.css';

export { defaults };

export default function PrivacyPopup({ props, node, emit }: WidgetProps<PrivacyPopupProps>): ReactElement {
  const [popupOpen, setPopupOpen] = usePagePopup(node.id);
  const [dismissed, setDismissed] = useState(false);
  const open = popupOpen || (props.open === true && !dismissed);
  const close = () => {
    setDismissed(true);
    setPopupOpen(false);
  };
  return (
    <PrivacyDialog
      open={open}
      title={props.title}
      onAgree={() => {
        close();
        void emit('agree');
      }}
      onDisagree={() => {
        close();
        void emit('disagree');
      }}
    />
  );
}
