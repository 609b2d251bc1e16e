/**
 * The cards' visuals, drawn here rather than photographed: a monogram portrait for the bio
 * (or the owner's own avatar inside the same frame) and an abstract editor window for 'Why'.
 * Neutral greys with a single accent mark, like the rest of the page.
 */

/** Up to two initials from a full name. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join('');
}

export function ProfileArt({ name, avatar }: { name: string; avatar?: string | undefined }) {
  return (
    <svg
      className="art"
      viewBox="0 0 320 168"
      aria-hidden="true"
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <pattern id="bio-dots" width="16" height="16" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1" fill="var(--portfolio-border-strong)" />
        </pattern>
        <radialGradient id="bio-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0" stopColor="var(--portfolio-accent)" stopOpacity="0.14" />
          <stop offset="1" stopColor="var(--portfolio-accent)" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="bio-face" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--portfolio-hover)" />
          <stop offset="1" stopColor="var(--portfolio-inset)" />
        </linearGradient>
        <clipPath id="bio-clip">
          <circle cx="160" cy="84" r="42" />
        </clipPath>
      </defs>
      <rect width="320" height="168" fill="url(#bio-dots)" />
      <circle cx="160" cy="84" r="96" fill="url(#bio-glow)" />
      <circle cx="160" cy="84" r="66" fill="none" stroke="var(--portfolio-border)" />
      <circle
        cx="160"
        cy="84"
        r="90"
        fill="none"
        stroke="var(--portfolio-border)"
        strokeDasharray="2 6"
      />
      <circle
        cx="160"
        cy="84"
        r="42"
        fill="url(#bio-face)"
        stroke="var(--portfolio-border-strong)"
      />
      {avatar ? (
        <image
          href={avatar}
          x="118"
          y="42"
          width="84"
          height="84"
          clipPath="url(#bio-clip)"
          preserveAspectRatio="xMidYMid slice"
        />
      ) : (
        <text
          x="160"
          y="85"
          textAnchor="middle"
          dominantBaseline="central"
          fill="var(--portfolio-text)"
          fontSize="30"
          fontWeight="600"
          letterSpacing="-0.5"
        >
          {initials(name)}
        </text>
      )}
      <circle cx="206.7" cy="37.3" r="4" fill="var(--portfolio-accent)" />
      <circle
        cx="206.7"
        cy="37.3"
        r="8"
        fill="none"
        stroke="var(--portfolio-accent)"
        strokeOpacity="0.3"
      />
    </svg>
  );
}

/** Rows of an editor, as bars: indent level, width (% of the row), and whether it is the accent one. */
const CODE_ROWS: readonly (readonly [number, number, boolean?])[] = [
  [0, 34],
  [1, 58],
  [1, 44],
  [2, 70],
  [2, 36, true],
  [1, 26],
  [0, 18],
  [0, 30],
  [1, 52],
];

/**
 * An editor window seen from its top-left corner, in HTML rather than SVG so it fills a wide
 * banner and a tall side panel alike: it bleeds off the right and bottom edges.
 */
export function CodeArt() {
  return (
    <div className="code-art" aria-hidden="true">
      <div className="code-window">
        <div className="code-bar">
          <i />
          <i />
          <i />
        </div>
        <div className="code-rows">
          {CODE_ROWS.map(([indent, width, accent], row) => (
            <div
              key={row}
              className="code-row"
              data-accent={accent ?? false}
              style={{ ['--indent' as string]: String(indent), ['--width' as string]: `${width}%` }}
            >
              <span className="code-line-number" />
              <span className="code-bar-text" />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
