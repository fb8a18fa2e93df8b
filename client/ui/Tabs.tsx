import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
}

/** ARIA tabs: arrow keys move between tabs, the panel is labelled by its tab. */
export function Tabs({
  tabs,
  value,
  onChange,
  label,
  children,
}: {
  tabs: TabItem[];
  value: string;
  onChange: (value: string) => void;
  label: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    event.preventDefault();
    const next = (index + delta + tabs.length) % tabs.length;
    onChange(tabs[next]!.value);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list">
        {tabs.map((tab, index) => (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.value}`}
            aria-selected={tab.value === value}
            aria-controls={`${baseId}-panel`}
            tabIndex={tab.value === value ? 0 : -1}
            className="tab"
            onClick={() => onChange(tab.value)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${value}`} className="tab-panel">
        {children}
      </div>
    </div>
  );
}
