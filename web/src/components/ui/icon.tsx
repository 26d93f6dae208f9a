/** Decorative pictograms for the icon names used in brand copy and notices; meaning is always in text too. */
const GLYPHS: Record<string, string> = {
  book: '📘', school: '🏫', calendar: '📅', phone: '📞', clock: '🕒', shield: '🛡️', scale: '⚖️',
  moon: '🌙', link: '🔗', list: '📋', map: '🗺️', bolt: '⚡', briefcase: '💼', upload: '📤',
  filter: '🔎', users: '👥', store: '🏪', chart: '📈', handshake: '🤝', code: '💻',
  network: '📡', server: '🛠️', validation: '⚠️', email: '✉️', timeout: '⏱️', other: '❗',
  check: '✅', cross: '❌', info: 'ℹ️',
};

export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <span className={className ? `icon ${className}` : 'icon'} aria-hidden="true">
      {GLYPHS[name] ?? '•'}
    </span>
  );
}
