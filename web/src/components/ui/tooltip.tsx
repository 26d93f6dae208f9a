import { cloneElement, useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '../../config/ui';

// Moving from one tooltip to the next within the skip delay opens the next one at once.
let lastClosedAt = 0;

/** Hover or focus shows the hint after 700 ms; the hint also names the trigger for screen readers. */
type Trigger = ReactElement<{ 'aria-describedby'?: string }>;

export function Tooltip({ content, children }: { content: ReactNode; children: Trigger }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const delay = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS ? 0 : TOOLTIP_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };
  return (
    <span
      className="tooltip"
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {cloneElement(children, { 'aria-describedby': id })}
      <span
        id={id}
        role="tooltip"
        className={open ? 'tooltip__content tooltip__content--open' : 'tooltip__content'}
      >
        {content}
      </span>
    </span>
  );
}
