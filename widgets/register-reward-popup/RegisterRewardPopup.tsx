import { useEffect, useRef, type ReactElement } from 'react';
import { usePagePopup, useRegisterReward, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type RegisterRewardPopupProps } from './props.gen.ts';

export { defaults };

export default function RegisterRewardPopup({ props, node, emit }: WidgetProps<RegisterRewardPopupProps>): ReactElement {
  const [popupOpen, setPopupOpen] = usePagePopup(node.id);
  const emitRef = useRef(emit);
  useEffect(() => {
    emitRef.current = emit;
  });
  const flow = useRegisterReward((choice) => {
    setPopupOpen(false);
    void emitRef.current('done', { choice });
  });
  const wanted = popupOpen || props.open === true;
  const started = useRef(false);
  const { start } = flow;
  useEffect(() => {
    if (!wanted || started.current) return;
    started.current = true;
    void start(props.back);
  }, [wanted, start, props.back]);
  return flow.element;
}
