/** Display helpers from spec section 5. */

export type ScoreColor = 'red' | 'orange' | 'green';

/** Below 30 red, below 60 orange, otherwise green. */
export function scoreColor(score: number): ScoreColor {
  if (score < 30) return 'red';
  if (score < 60) return 'orange';
  return 'green';
}

/** B, KB or MB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${Math.round(bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

export function formatTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleTimeString();
}

export function formatDateTime(iso: string | Date): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleString();
}

/** "12 s ago", "3 min ago": how long since a heartbeat or update. */
export function formatAge(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (Number.isNaN(seconds)) return '—';
  if (seconds < 60) return `${seconds} s ago`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min ago`;
  return `${Math.floor(seconds / 3600)} h ago`;
}

export function formatPrice(dollars: number): string {
  return `$${formatNumber(dollars)}`;
}
