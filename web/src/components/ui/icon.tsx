/**
 * Decorative line icons for the icon names in brand copy (the meaning is always in the text too).
 * Inline SVG rather than emoji: they render on every device, in the brand colour (currentColor).
 */
const PATHS: Record<string, string> = {
  book: 'M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5',
  school: 'M3 21h18M5 21V10l7-5 7 5v11M10 21v-5h4v5',
  calendar: 'M3 6h18v15H3zM3 10h18M8 3v4M16 3v4',
  phone: 'M6 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L16 12l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 3',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  scale: 'M12 3v18M6 21h12M4 7h16M7 7l-3 7a3 3 0 0 0 6 0zM17 7l-3 7a3 3 0 0 0 6 0z',
  moon: 'M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  list: 'M8 6h13M8 12h13M8 18h13M3.5 6h.01M3.5 12h.01M3.5 18h.01',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  briefcase: 'M3 7h18v13H3zM8 7V4h8v3M3 12h18',
  upload: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  filter: 'M3 4h18l-7 8v6l-4 2v-8z',
  users: 'M9 11a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7M22 21a7 7 0 0 0-4-6.3',
  store: 'M4 10v10h16V10M3 4h18l-1 6H4zM9 20v-6h6v6',
  chart: 'M4 20V4M4 20h16M8 16l4-4 3 3 5-6',
  handshake: 'M2 11l4-4 4 2 2-1 2 1 4-2 4 4M6 7l-2 8 5 4 3-2 3 2 5-4-2-8M9 12l3 3',
  code: 'M8 8l-5 4 5 4M16 8l5 4-5 4M14 4l-4 16',
};
const FALLBACK = 'M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8z';

export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
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
      data-icon={name}
    >
      <path d={PATHS[name] ?? FALLBACK} />
    </svg>
  );
}
