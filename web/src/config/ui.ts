/** Interaction timings from spec section 9, in milliseconds unless named otherwise. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const ERROR_RETRY_DELAY_MS = 2000;
export const NETWORK_AUTO_RETRY_MS = 5000;
export const BOUNDARY_AUTO_RESET_MS = 100;
export const MONITOR_POLL_MS = 3000;
export const PAGE_SIZE_OPTIONS = [5, 25, 50] as const;
/** How long a streamed answer may take to start before the chat falls back to the POST endpoint. */
export const STREAM_START_TIMEOUT_MS = 4000;
