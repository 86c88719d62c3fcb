/** NiuShop's help centre (pages_tool/help/list): every help class with its items, from the page's source. */
import type { ReactElement } from 'react';
import { ArrowRight, EmptyState, useTexts, type WidgetProps } from '../../src/sdk/index.ts';
import { defaults, type HelpClassesProps } from './props.gen.ts';
import './help-classes.css';

export type { HelpClassesProps };
export { defaults };

interface HelpItem {
  id: number;
  title: string;
  link_address?: string;
}
interface HelpClass {
  class_id: number;
  class_name: string;
  child_list?: HelpItem[];
}

function classesOf(v: unknown): HelpClass[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((c): c is HelpClass => !!c && typeof c === 'object' && Number((c as HelpClass).class_id) > 0)
    .map((c) => ({ ...c, child_list: Array.isArray(c.child_list) ? c.child_list.filter((i) => i && Number(i.id) > 0) : [] }))
    .filter((c) => (c.child_list ?? []).length > 0);
}

export default function HelpClasses({ props, node, emit }: WidgetProps<HelpClassesProps>): ReactElement {
  const { t } = useTexts('content');
  const classes = classesOf(props.classes);
  if (classes.length === 0) {
    return (
      <div className="hc" data-node-id={node.id} aria-busy={props.loading || undefined}>
        {props.loading ? null : <EmptyState text={t('helpEmpty')} />}
      </div>
    );
  }
  return (
    <div className="hc" data-node-id={node.id}>
      {classes.map((c) => (
        <section key={c.class_id} className="hc-class" aria-labelledby={`hc-${node.id}-${c.class_id}`}>
          <h2 id={`hc-${node.id}-${c.class_id}`} className="hc-name">
            {c.class_name}
          </h2>
          <ul className="hc-items">
            {(c.child_list ?? []).map((i) => (
              <li key={i.id}>
                <button type="button" className="hc-item" data-testid="help-item" onClick={() => void emit('open', { id: i.id, link_address: i.link_address ?? '' })}>
                  <span className="hc-title">{i.title}</span>
                  {i.link_address ? <span className="hc-ext">{t('external')}</span> : null}
                  <ArrowRight />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
