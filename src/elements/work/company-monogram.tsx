import { useId } from 'react';
import { monogram } from '../../content/monogram.ts';

/**
 * A job's logo when the content gives none (or its image fails): the company's initials in the
 * sample logos' style (monogram.ts), as inline SVG so a strict CSP allows it.
 */
export function CompanyMonogram({ name, size = 36 }: { name: string; size?: number }) {
  const { initials, from, to, ink, fontSize, baseline } = monogram(name);
  const gradient = `monogram-${useId()}`;
  return (
    <svg
      className="job-monogram"
      viewBox="0 0 128 128"
      width={size}
      height={size}
      aria-hidden="true"
      data-initials={initials}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="128" height="128" rx="30" fill={`url(#${gradient})`} />
      <circle cx="96" cy="30" r="34" fill="#fff" opacity=".08" />
      <text
        x="64"
        y={baseline}
        textAnchor="middle"
        fontFamily="Inter, Arial, sans-serif"
        fontSize={fontSize}
        fontWeight="700"
        fill={ink}
      >
        {initials}
      </text>
    </svg>
  );
}
