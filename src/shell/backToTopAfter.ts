/** Past this scroll (px) the back-to-top button shows; apart so the app reads it without the button's chunk. */
export const BACK_TO_TOP_AFTER = 1000;
