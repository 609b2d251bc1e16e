/**
 * SVG path data's grammar (SVG 2), read without a DOM: the commands and how many arguments each
 * takes, and a scanner over the `d` text that reads numbers, arc flags and separators, and
 * names the position of the first character that does not fit.
 */

/** Arguments each command takes (lower case); an arc's 4th and 5th are one-character flags. */
export const ARITY = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 } as const;
export type Command = keyof typeof ARITY;

/** SVG's number: the sign and exponent are optional, so `1.5.5` and `-1-2` are two numbers each. */
const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const SPACE = /[ \t\n\f\r]*/y;

export class Scanner {
  pos = 0;

  constructor(private readonly d: string) {}

  get done(): boolean {
    return this.pos >= this.d.length;
  }

  peek(): string {
    return this.d.charAt(this.pos);
  }

  startsNumber(): boolean {
    return /[\d.+-]/.test(this.peek());
  }

  space(): void {
    SPACE.lastIndex = this.pos;
    SPACE.exec(this.d);
    this.pos = SPACE.lastIndex;
  }

  /** The optional comma-and-space between two arguments; true if there was a comma. */
  separator(): boolean {
    this.space();
    if (this.peek() !== ',') return false;
    this.pos += 1;
    this.space();
    return true;
  }

  number(): number {
    NUMBER.lastIndex = this.pos;
    const match = NUMBER.exec(this.d);
    if (!match) this.fail('a number');
    const value = Number(match[0]);
    if (!Number.isFinite(value)) this.fail('a finite number');
    this.pos = NUMBER.lastIndex;
    return value;
  }

  flag(): number {
    const flag = this.peek();
    if (flag !== '0' && flag !== '1') this.fail('an arc flag (0 or 1)');
    this.pos += 1;
    return Number(flag);
  }

  fail(expected: string): never {
    const found = this.done ? 'the end' : `"${this.peek()}"`;
    throw new Error(`SVG path data, position ${this.pos}: expected ${expected}, found ${found}`);
  }
}

export function readArguments(scan: Scanner, command: Command): number[] {
  const args: number[] = [];
  for (let i = 0; i < ARITY[command]; i += 1) {
    if (i > 0) scan.separator();
    args.push(command === 'a' && (i === 3 || i === 4) ? scan.flag() : scan.number());
  }
  return args;
}
