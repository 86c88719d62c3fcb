// Types of scripts/sdk-doors.js (plain JavaScript: eslint.config.js reads it too).
import type fs from 'node:fs';

export type WidgetFileKind = 'component' | 'server' | 'test';
export const SDK_INDEX: string;
export const SDK_STYLES: string;
export const SDK_ISOMORPHIC: string;
export const SDK_TESTING: string;
export const SDK_DOORS: Record<WidgetFileKind, string[]>;
export const SERVER_SIDE_FILES: string[];
export function widgetFileKind(below: string): WidgetFileKind;
export function throughTheSdk(kind: WidgetFileKind, target: string): boolean;
export function relativeSpecifiers(text: string): string[];
export function countWidgetImports(
  root: string,
  fsModule: Pick<typeof fs, 'readdirSync' | 'readFileSync'>,
): { doors: Record<string, number>; past: string[]; otherWidget: string[] };
