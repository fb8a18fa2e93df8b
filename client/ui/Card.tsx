import type { HTMLAttributes, ReactNode } from 'react';
import './card.css';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={['card', className ?? ''].join(' ')} {...rest} />;
}

export function CardTitle({ children, icon, as: Tag = 'h2' }: { children: ReactNode; icon?: ReactNode; as?: 'h1' | 'h2' | 'h3' }) {
  return (
    <Tag className="card-title">
      {icon}
      <span>{children}</span>
    </Tag>
  );
}
