/** Decorative pictograms for the icon names in brand copy; the meaning is always in the text too. */
const GLYPHS: Record<string, string> = {
  book: '📘',
  school: '🏫',
  calendar: '📅',
  phone: '📞',
  clock: '🕒',
  shield: '🛡️',
  scale: '⚖️',
  moon: '🌙',
  link: '🔗',
  list: '📋',
  map: '🗺️',
  bolt: '⚡',
  briefcase: '💼',
  upload: '📤',
  filter: '🔎',
  users: '👥',
  store: '🏪',
  chart: '📈',
  handshake: '🤝',
  code: '💻',
};

export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <span className={className ? `icon ${className}` : 'icon'} aria-hidden="true">
      {GLYPHS[name] ?? '•'}
    </span>
  );
}
