import { defineWidget } from '../../src/sdk/isomorphic.ts';
import type { SigninCalendarProps } from './props.gen.ts';

export default defineWidget<SigninCalendarProps>({
  type: 'signin-calendar',
  version: '1.0.0',
  description: "Daily sign-in: streak, today's button, this month's calendar of sign-ins, the 7-day reward strip, my sign-in rewards and the rules.",
  events: ['signed'],
  namespaces: ['member'],
  load: () => import('./SigninCalendar.tsx'),
});
