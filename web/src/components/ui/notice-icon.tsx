import type { FormNoticeKind } from '@gptsite/shared';

/** Line icons for the form-exception kinds (spec section 2); SVG so they render without emoji fonts. */
const PATHS: Record<FormNoticeKind, string[]> = {
  network: [
    'M2 8.8a15 15 0 0 1 20 0',
    'M5 12.5a10 10 0 0 1 14 0',
    'M8.5 16a5 5 0 0 1 7 0',
    'M12 20h.01',
    'M3 3l18 18',
  ],
  server: ['M4 4h16v6H4z', 'M4 14h16v6H4z', 'M8 7h.01', 'M8 17h.01'],
  validation: ['M12 3 2 21h20L12 3z', 'M12 10v4', 'M12 17.5h.01'],
  upload: ['M14 3H6v18h12V7z', 'M14 3v4h4', 'M12 18v-6', 'M9 14.5l3-3 3 3'],
  email: ['M3 5h18v14H3z', 'M3 6l9 7 9-7'],
  timeout: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7v5l3 2'],
  other: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 8v5', 'M12 16.5h.01'],
};

export function NoticeIcon({ kind }: { kind: FormNoticeKind }) {
  return (
    <svg
      className={`notice-icon notice-icon--${kind}`}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[kind].map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
