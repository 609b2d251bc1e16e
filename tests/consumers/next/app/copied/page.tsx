import { CopiedPortfolio } from '../../components/copied-portfolio';

export default function Copied() {
  return (
    <main>
      <CopiedPortfolio />
    </main>
  );
}
