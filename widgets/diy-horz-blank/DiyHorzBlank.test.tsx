import { describe, expect, it } from 'vitest';
import { renderWidget, sampleProps } from '../../src/sdk/testing/index.ts';
import DiyHorzBlank, { defaults } from './DiyHorzBlank.tsx';

describe('diy-horz-blank', () => {
  it('renders the NiuShop defaults: 10 px of space', () => {
    const { container } = renderWidget(DiyHorzBlank, defaults);
    expect((container.querySelector('[aria-hidden="true"]') as HTMLElement).style.height).toBe('10px');
  });

  it("renders the home sample's blank: white box, 10 px, margins bottom 10 and sides 12", () => {
    const { container } = renderWidget(DiyHorzBlank, defaults, sampleProps('home', 'HorzBlank'), 'hb');
    const block = container.querySelector('[data-node-id="hb"]') as HTMLElement;
    expect(block.style.paddingBottom).toBe('10px');
    expect(block.style.paddingLeft).toBe('12px');
    expect((block.firstElementChild as HTMLElement).getAttribute('style')).toMatch(/background-color: (#FFFFFF|rgb\(255, 255, 255\))/i);
  });

  it('clamps hostile heights', () => {
    const { container } = renderWidget(DiyHorzBlank, defaults, { height: '99999' });
    expect((container.querySelector('[aria-hidden="true"]') as HTMLElement).style.height).toBe('500px');
  });
});
