/** The built-in actions, one lazy chunk (src/actions/index.ts `loadActions`). */
import addToCart from './addToCart.ts';
import back from './back.ts';
import copy from './copy.ts';
import modal from './modal.ts';
import navigate from './navigate.ts';
import popup from './popup.ts';
import refresh from './refresh.ts';
import request from './request.ts';
import requireLogin from './requireLogin.ts';
import setState from './setState.ts';
import share from './share.ts';
import toast from './toast.ts';
import type { ActionDefinition } from './types.ts';

// Definitions differ in their argument types; the registry stores them erased.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const builtin: Array<ActionDefinition<any>> = [navigate, back, request, refresh, toast, modal, popup, setState, requireLogin, copy, share, addToCart];
export default builtin;
