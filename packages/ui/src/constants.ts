/** Business constants of spec §9 that the kit's components apply; exported so the console never re-types them. */

/** Badge counts above this show as `99+`. */
export const BADGE_OVERFLOW_COUNT = 99;

export const TOAST_DURATION_MS = 3000;
export const TOAST_OFFSET_PX = 16;

export const TABLE_MAX_HEIGHT_PX = 400;
export const TABLE_COLUMN_MIN_WIDTH_PX = 80;
/** Selection and expand columns. */
export const TABLE_SPECIAL_COLUMN_WIDTH_PX = 48;
export const TABLE_TREE_INDENT_PX = 16;
export const TABLE_ROW_HOVER_DEBOUNCE_MS = 30;
/** Row enter/leave transitions are switched off at or above this many rows. */
export const TABLE_ROW_TRANSITION_MAX_ROWS = 100;

export const TOUR_POLL_INTERVAL_MS = 250;
export const TOUR_GIVE_UP_AFTER_MS = 5000;
export const TOUR_ANIMATION_MS = 400;
export const TOUR_OVERLAY_OPACITY = 0.7;

export const DEBOUNCE_DEFAULT_MS = 1000;
