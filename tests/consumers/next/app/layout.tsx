import type { ReactNode } from 'react';

export const metadata = {
  title: 'A Next.js app with portfolio-elements',
  icons: { icon: 'data:,' },
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
