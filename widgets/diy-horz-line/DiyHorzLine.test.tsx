import { describe, expect, it } from 'vitest';
import { renderWidget, sampleProps } from '../../src/sdk/testing/index.ts';
import DiyHorzLine, { defaults } from './DiyHorzLine.tsx';

describe('diy-horz-line', () => {
  it('renders the NiuShop defaults: a solid #303133 rule', () => {
    const { container } = renderWidget(DiyHorzLine, defaults);
    expect((container.querySelector('hr') as HTMLElement).style.borderTop).toMatch(/1px solid (#303133|rgb\(48, 49, 51\))/);
  });

  it("renders the member sample's line: #EEEEEE inside 20 px side margins", () => {
    const { container } = renderWidget(DiyHorzLine, defaults, sampleProps('member', 'HorzLine'), 'hl');
    expect((container.querySelector('hr') as HTMLElement).style.borderTop).toMatch(/1px solid (#EEEEEE|rgb\(238, 238, 238\))/i);
    const block = container.querySelector('[data-node-id="hl"]') as HTMLElement;
    expect(block.style.paddingLeft).toBe('20px');
    expect(block.style.paddingRight).toBe('20px');
  });

  it('takes dashed and dotted styles, refuses anything else', () => {
    const dashed = renderWidget(DiyHorzLine, defaults, { borderStyle: 'dashed' });
    expect((dashed.container.querySelector('hr') as HTMLElement).style.borderTop).toContain('dashed');
    dashed.unmount();
    const odd = renderWidget(DiyHorzLine, defaults, { borderStyle: 'solid; background: red', color: 'red;x' });
    expect((odd.container.querySelector('hr') as HTMLElement).style.borderTop).toMatch(/1px solid (#303133|rgb\(48, 49, 51\))/);
  });
});
